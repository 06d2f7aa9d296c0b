import Foundation

/// The SDK's side of the Yuno API: builds requests with the public key, sends them through the middleware chain
/// and decodes responses into typed models or a typed ``YunoError``. Never sends a private key.
///
/// A final class, immutable: a flow, and a 3DS page's ``ChallengeWatch``, reach it through their client's context,
/// and a function that calls it holds one reference across the request instead of a 128-byte copy in its async
/// frame (`ChallengeWatch.read()` 256 → 128 bytes, `PaymentFlow.run(_:of:)` 640 → 512).
final class YunoAPIClient: Sendable {
    /// The client's transport in its middlewares. Concrete, not `any YunoTransport`: a request calls it directly,
    /// with no witness frame between the client and the chain.
    let transport: MiddlewareChain
    let baseURL: URL
    let publicAPIKey: String

    init(transport: MiddlewareChain, baseURL: URL, publicAPIKey: String) {
        self.transport = transport
        self.baseURL = baseURL
        self.publicAPIKey = publicAPIKey
    }

    func paymentMethods(session: String) async throws(YunoError) -> [PaymentMethodInfo] {
        try await send("payment methods", .get, YunoEndpoint.paymentMethods(session))
    }

    /// A one-time token for `request`, with the whole answer (a merchant's `yunoCreatePayment` reads its card
    /// summary).
    func createToken(session: String, request: TokenRequest) async throws(YunoError) -> TokenResponse {
        try await send("tokenization", .post, YunoEndpoint.token(session), body: request)
    }

    /// Creates the session's payment. When the answer is lost or garbled after the retries (the server may have
    /// committed the payment: "committed but the response was lost"), reads the session's payment instead, so a
    /// payment that exists is never reported as a failure without its id.
    func createSeamlessPayment(
        session: String, request: SeamlessPaymentRequest, idempotencyKey: String
    ) async throws(YunoError) -> Payment {
        try await writePayment(
            "payment creation", YunoEndpoint.seamlessPayments(session), body: request, idempotencyKey: idempotencyKey,
            session: session, applied: { _ in true })
    }

    /// Reads what the backend holds for `subject` after a flow stopped early: the session's payment, or the saved
    /// card. Reads up to ``reconciliationReads`` times while the answer stays unknown (each read is itself retried
    /// by the middlewares); a 404 means nothing was created.
    func readBack(_ subject: ReadBack.Subject, session: String) async -> ReadBack {
        for _ in 0..<Self.reconciliationReads {
            guard !Task.isCancelled else { return .unknown }
            do throws(YunoError) {
                switch subject {
                case .payment:
                    return .payment(try await sessionPayment(session: session))
                case .enrollment(let id):
                    return .enrollment(try await paymentMethod(id: id))
                }
            } catch let error where error.httpStatus == 404 {
                return .nothing
            } catch {
                guard error.leavesOutcomeUnknown else { return .unknown }
            }
        }
        return .unknown
    }

    func sessionPayment(session: String) async throws(YunoError) -> Payment {
        try await send("payment status", .get, YunoEndpoint.sessionPayment(session))
    }

    /// Sends a write that answers with the session's payment. When the answer leaves the write's effect unknown
    /// (lost or garbled after the retries, or a status that decides nothing: the server may have committed it),
    /// reads the session's payment instead and returns it when `applied` says the write took effect — so a payment
    /// that exists is never reported as a failure without its id. Otherwise throws the write's error (a
    /// cancellation while reading back is a cancellation, SPEC §5.6).
    private func writePayment(
        _ operation: String, _ path: String, body: any RequestBody, idempotencyKey: String? = nil,
        session: String, applied: (Payment) -> Bool
    ) async throws(YunoError) -> Payment {
        do {
            return try await send(operation, .post, path, body: body, idempotencyKey: idempotencyKey)
        } catch {
            if let payment = await reconciledPayment(after: error, session: session, applied: applied) {
                return payment
            }
            throw Task.isCancelled ? .cancelled : error
        }
    }

    /// After a write failed in a way that leaves its effect unknown, reads the session's payment and returns it
    /// when `applied` says the write took effect; `nil` otherwise. Reads up to ``reconciliationReads`` times (each
    /// read is itself retried by the middlewares) while the answer stays unknown; stops at once on a definite answer
    /// (a 404: no payment) and for a cancelled task. Never runs after a definite answer to the write (a 4xx other
    /// than REQUEST_IN_PROCESS).
    private func reconciledPayment(
        after error: YunoError, session: String, applied: (Payment) -> Bool
    ) async -> Payment? {
        guard error.leavesOutcomeUnknown else { return nil }
        for _ in 0..<Self.reconciliationReads {
            guard !Task.isCancelled else { return nil }
            do {
                let payment = try await sessionPayment(session: session)
                return applied(payment) ? payment : nil
            } catch {
                guard error.leavesOutcomeUnknown else { return nil }
            }
        }
        return nil
    }

    /// How many times ``reconciledPayment(after:session:applied:)`` reads the session's payment at most.
    static let reconciliationReads = 3

    /// The checkout session's country and amount (a wallet sheet's, before the payment exists).
    func checkoutSession(session: String) async throws(YunoError) -> CheckoutSessionSummary {
        try await send("checkout session", .get, YunoEndpoint.checkoutSession(session))
    }

    /// Removes a saved method, with an idempotency key: a retry (or a resend after a lost answer) is the same
    /// request, answered with the first answer.
    func unenroll(
        session: String, vaultedToken: String, idempotencyKey: String
    ) async throws(YunoError) -> EnrollmentResponse {
        try await send(
            "unenrollment", .post, YunoEndpoint.unenroll(session, vaultedToken: vaultedToken),
            idempotencyKey: idempotencyKey)
    }

    func enrollmentMethods(customerSession: String) async throws(YunoError) -> EnrollableMethods {
        try await send("enrollment methods", .get, YunoEndpoint.enrollmentMethods(customerSession))
    }

    /// Creates a READY_TO_ENROLL card payment method for the customer session and returns its id. Idempotent: a
    /// retry with the same key gets the same method.
    ///
    /// - Throws: ``YunoError/invalidResponse(operation:detail:)`` when the answer is not a READY_TO_ENROLL method
    ///   with an id (nothing can be saved on it), or the request's error.
    func readyToEnrollCard(
        customerSession: String, country: String, idempotencyKey: String
    ) async throws(YunoError) -> String {
        let method: EnrollmentResponse = try await send(
            "enrollment", .post, YunoEndpoint.enroll(customerSession),
            body: EnrollmentRequest(paymentMethodType: "CARD", country: country), idempotencyKey: idempotencyKey)
        guard let id = method.id, method.status == .readyToEnroll else {
            throw .invalidResponse(operation: "enrollment", detail: "no READY_TO_ENROLL payment method")
        }
        return id
    }

    /// Sends the card of the READY_TO_ENROLL payment method `paymentMethodID`. A lost answer is read back by the
    /// flow (``readBack(_:session:)``), never resent with another key.
    func enrollCard(
        customerSession: String, paymentMethodID: String, request: EnrollmentCardRequest, idempotencyKey: String
    ) async throws(YunoError) -> EnrollmentResponse {
        try await send(
            "enrollment card", .post, YunoEndpoint.enrollmentCard(customerSession, paymentMethodID: paymentMethodID),
            body: request, idempotencyKey: idempotencyKey)
    }

    func paymentMethod(id: String) async throws(YunoError) -> EnrollmentResponse {
        try await send("payment method", .get, YunoEndpoint.paymentMethod(id))
    }

    /// Sends one request and decodes its answer as `Response` (a Yuno error body as ``YunoError/server(_:_:_:)``).
    private func send<Response: WireDecodable>(
        _ operation: String, _ method: YunoHTTPRequest.Method, _ path: String,
        body: (any RequestBody)? = nil, idempotencyKey: String? = nil
    ) async throws(YunoError) -> Response {
        let request = try makeRequest(operation, method, path, body: body, idempotencyKey: idempotencyKey)
        let answer: YunoHTTPResponse
        do {
            answer = try await transport.send(request, baseURL: baseURL)
        } catch {
            throw Self.failure(of: operation, error)
        }
        return try Self.decode(Response.self, from: answer, operation: operation)
    }

    /// The request with the client's headers and `body` encoded.
    private func makeRequest(
        _ operation: String, _ method: YunoHTTPRequest.Method, _ path: String,
        body: (any RequestBody)?, idempotencyKey: String?
    ) throws(YunoError) -> YunoHTTPRequest {
        // Names already lowercase: one dictionary, no re-lowercasing. Built per request, not per client: the first
        // `[String: String]` of a process costs a conformance lookup that would weigh on a cold `Yuno.initialize`.
        var fields = [YunoEndpoint.publicKeyHeader: publicAPIKey, "accept": "application/json"]
        if body != nil { fields["content-type"] = "application/json" }
        if let idempotencyKey { fields[Self.idempotencyKeyField] = idempotencyKey }
        let headers = YunoHTTPHeaders(lowercased: fields)
        var data: Data?
        if let body {
            do {
                data = try body.json()
            } catch {
                throw .invalidResponse(operation: operation, detail: "the request could not be encoded")
            }
        }
        return YunoHTTPRequest(method: method, path: path, headers: headers, body: data)
    }

    /// What a transport's error means for `operation`.
    private static func failure(of operation: String, _ error: any Error) -> YunoError {
        if let error = error as? YunoError { return error }
        // Only the flow's own cancellation is a cancellation; a transport that gives up by itself (throwing
        // `CancellationError` while the task runs on) left the request's effect unknown.
        if Task.isCancelled { return .cancelled }
        return .transport(operation: operation, detail: describe(error))
    }

    /// Decodes a response: a 2xx body as `Response`, anything else as the Yuno error body.
    static func decode<Response: WireDecodable>(
        _ type: Response.Type, from response: YunoHTTPResponse, operation: String
    ) throws(YunoError) -> Response {
        guard response.isSuccess else {
            if let body = try? APIErrorBody(json: response.body) {
                // Published on 403s (openapi/**: "The merchant has no authorization to use this API.").
                if response.status == 403 && body.code == "AUTHORIZATION_REQUIRED" { throw .authorizationRequired }
                throw .server(status: response.status, code: body.code, messages: body.messages ?? [])
            }
            throw .server(status: response.status, code: "HTTP_\(response.status)", messages: [])
        }
        do throws(WireDecodingError) {
            return try Response(json: response.body)
        } catch {
            throw .invalidResponse(operation: operation, detail: error.description)
        }
    }

    /// ``YunoEndpoint/idempotencyKeyHeader`` as the lowercase field name headers store.
    private static let idempotencyKeyField = YunoEndpoint.idempotencyKeyHeader.lowercased()

    private static func describe(_ error: any Error) -> String {
        if let urlError = error as? URLError { return "URLError \(urlError.code.rawValue)" }
        return String(describing: type(of: error))
    }
}
