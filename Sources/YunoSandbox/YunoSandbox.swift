import Foundation
import YunoSDK

/// A stateful, in-process emulator of the Yuno payments REST API, usable wherever a ``YunoTransport`` is expected.
///
/// It keeps checkout sessions, tokens, payments, customers, customer sessions and vaulted cards; enforces API keys,
/// idempotency, one payment per session, single-use tokens, session and QR-code expiry (against its own clock) and the
/// test-card outcomes; emulates PIX (QR code), Apple Pay (wallet) and NuPay (redirect) payments and card enrollment;
/// and offers deterministic ids (seeded), latency and per-endpoint fault injection for tests.
///
/// Isolation: an actor; all state is actor-isolated and every request re-reads state after its latency suspension,
/// so concurrent `send` calls are safe. `configuration` and the key accessors are `nonisolated` constants.
///
/// Create one per test: a ``YunoClient`` sends it real request bodies, and the test then asserts what it holds
/// (``ledger()``) and what it received (``requests()``):
///
/// <!-- snippet: sandbox-emulator -->
/// ```swift
/// @Test("The emulator records the requests and the one payment of a flow")
/// @MainActor
/// func emulatorRecordsTheFlow() async throws {
///     let sandbox = YunoSandbox(configuration: .init(seed: 7))  // seeded: every run makes the same ids
///     let session = try await MerchantBackend(sandbox: sandbox).createCheckoutSession(
///         amount: 120, currency: "COP", country: "CO")
///     let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
///
///     let result = await client.startPaymentSeamlessLite(
///         with: SeamlessParams(
///             checkoutSession: session.checkoutSession, countryCode: "CO",
///             viewController: ScriptedCustomer.paying(with: .visaApproved)),
///         paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
///
///     #expect(result == .succeeded)
///     let ledger = await sandbox.ledger()  // every payment the emulator made
///     #expect(ledger.map(\.status) == ["SUCCEEDED"])
///     #expect(ledger.first?.checkoutSession == session.checkoutSession)
///     let requests = await sandbox.requests()  // every request it received, labelled by endpoint
///     #expect(requests.filter { $0.endpoint == .createSeamlessPayment }.count == 1)
/// }
/// ```
public actor YunoSandbox: YunoTransport {
    /// The configuration the sandbox was created with. Immutable; readable from any isolation domain.
    nonisolated public let configuration: Configuration

    var generator: SplitMix64
    var clock: Date
    var latency: Duration
    var sessions = RecordTable<SessionBody>()
    var tokens = RecordTable<TokenRecord>()
    var payments = RecordTable<PaymentRecord>()
    var paymentOrder: [String] = []
    /// The payment id of each checkout session that has one.
    var paymentBySession: [RecordKey: String] = [:]
    var customers: [String: CustomerBody] = [:]
    /// Vaulted cards by customer id, in vaulting order: a request reads only its customer's cards.
    var vaultedCards: [String: [VaultedCardRecord]] = [:]
    var customerSessions: [String: CustomerSessionRecord] = [:]
    /// Payment methods created by enrollments, by id.
    var enrollments: [String: EnrollmentRecord] = [:]
    /// Deadlines of open PIX QR codes, earliest first (checked lazily by ``expireDueQRCodes()``).
    var qrCodeDeadlines = ExpiryQueue()
    /// Deadlines of open 3DS challenges, earliest first (checked by ``expireChallenges()`` when the clock moves).
    var challengeDeadlines = ExpiryQueue()
    /// Where the bank's pages live (``Configuration/pageBaseURL`` until ``servePages(at:)`` moves them).
    var pageBaseURL: String
    /// The payment of each 3DS transaction the bank opened, by transaction id (lowercased).
    var paymentByChallenge: [String: String] = [:]
    var idempotency: [IdempotencyScope: IdempotencyRecord] = [:]
    var log: [RecordedRequest] = []
    var faults: [SandboxEndpoint: [SandboxFault]] = [:]
    var faultRates: [SandboxEndpoint: FaultRate] = [:]
    /// Draws random faults; seeded from the configuration but separate from the id generator, so turning fault
    /// rates on does not change the ids a run hands out.
    var faultGenerator: SplitMix64

    /// Creates an empty sandbox whose clock starts at `configuration.startDate`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.generator = SplitMix64(seed: configuration.seed)
        self.faultGenerator = SplitMix64(seed: configuration.seed ^ 0xFA17_FA17_FA17_FA17)
        self.clock = configuration.startDate
        self.latency = configuration.latency
        self.pageBaseURL = configuration.pageBaseURL
    }

    /// The public API key requests must send in `public-api-key`. Nonisolated; never fails.
    nonisolated public var publicAPIKey: String { configuration.publicAPIKey }

    /// The private secret key merchant requests must send in `private-secret-key`. Nonisolated; never fails.
    nonisolated public var privateSecretKey: String { configuration.privateSecretKey }

    /// The account id sessions and merchant payments must name. Nonisolated; never fails.
    nonisolated public var accountID: String { configuration.accountID }

    // MARK: - Clock

    /// The sandbox clock's current time. Actor-isolated; never fails.
    ///
    /// - Returns: The sandbox clock's time (it starts at ``Configuration/defaultStartDate`` unless configured).
    public func now() -> Date {
        clock
    }

    /// Moves the sandbox clock forward by `seconds` (negative values are ignored), expiring 3DS challenges whose
    /// lifetime has passed. Actor-isolated; never fails.
    public func advanceTime(by seconds: TimeInterval) {
        guard seconds > 0 else { return }
        clock = clock.addingTimeInterval(seconds)
        expireChallenges()
    }

    /// Changes the per-request latency from now on (`.zero` answers at once). Actor-isolated; never fails.
    public func setLatency(_ latency: Duration) {
        self.latency = latency
    }

    // MARK: - Inspection

    /// Every payment created, in creation order, with its current status (a PIX payment whose QR code expired on the
    /// sandbox clock reads EXPIRED). Actor-isolated; never fails.
    ///
    /// - Returns: One entry per payment, oldest first; empty before the first payment.
    public func ledger() -> [LedgerEntry] {
        expireDueQRCodes()
        return paymentOrder.compactMap { payments[$0].map(Self.ledgerEntry) }
    }

    /// The ledger entry of the payment of `checkoutSession` with its current status, or `nil` when it has none.
    /// Actor-isolated.
    ///
    /// - Returns: The session's payment, or `nil` when the session has none (or is unknown).
    public func payment(forCheckoutSession checkoutSession: String) -> LedgerEntry? {
        expireDueQRCodes()
        return paymentBySession[RecordKey(checkoutSession)].flatMap { payments[$0] }.map(Self.ledgerEntry)
    }

    /// Every request received, in arrival order (method, path without query, status, endpoint). Actor-isolated.
    ///
    /// - Returns: Every recorded request, oldest first.
    public func requests() -> [RecordedRequest] {
        log
    }

    // MARK: - Faults

    /// Queues `fault` for the next `times` requests to `endpoint`; each matching request consumes one, in order.
    /// Actor-isolated; `times` below 1 queues nothing.
    public func inject(_ fault: SandboxFault, on endpoint: SandboxEndpoint, times: Int = 1) {
        guard times > 0 else { return }
        faults[endpoint, default: []].append(contentsOf: repeatElement(fault, count: times))
    }

    /// Removes every queued fault and every fault rate. Actor-isolated; never fails.
    public func clearFaults() {
        faults.removeAll()
        faultRates.removeAll()
    }

    // MARK: - Test helpers

    /// Vaults a card for an existing customer without going through a payment, and returns its vaulted token.
    ///
    /// Actor-isolated. `expirationYear` may be two digits (YY) or four. No security code is needed.
    /// - Returns: The new vaulted token, as a payment with `vault_on_success` would return it.
    /// - Throws: ``SandboxError/unknownCustomer(_:)`` when no such customer exists;
    ///   ``SandboxError/invalidCard(reason:)`` when the card fails validation (the reason never holds card data).
    public func vaultCard(
        number: String,
        expirationMonth: Int,
        expirationYear: Int,
        holderName: String,
        forCustomer customerID: String
    ) throws(SandboxError) -> String {
        let customer = customerID.lowercased()
        guard customers[customer] != nil else { throw .unknownCustomer(customerID) }
        let card: CardProfile
        do throws(APIFailure) {
            card = try CardProfile.validated(
                number: number,
                expirationMonth: expirationMonth,
                expirationYear: expirationYear,
                securityCode: nil,
                checkSecurityCode: false,
                holderName: holderName,
                now: clock
            )
        } catch {
            throw .invalidCard(reason: error.messages.joined(separator: "; "))
        }
        return vault(card, forCustomer: customer)
    }

    // MARK: - Transport

    /// Routes `request` by method and path (`baseURL` is ignored) and answers as the Yuno API would.
    ///
    /// Actor-isolated; suspends for the configured latency (except idempotency conflicts, answered at once, so an
    /// in-flight duplicate sees REQUEST_IN_PROCESS immediately). HTTP errors are returned as responses with a Yuno
    /// error body, never thrown.
    /// - Returns: The response the Yuno API would give: a status and a JSON body (a Yuno error body for errors).
    /// - Throws: `URLError(.cannotConnectToHost)` for an injected ``SandboxFault/connectionError``,
    ///   `URLError(.networkConnectionLost)` for ``SandboxFault/dropResponse`` (after the work is committed), and
    ///   `CancellationError` when the task is cancelled during the latency, a ``SandboxFault/delay(_:)`` or a
    ///   ``SandboxFault/timeout`` (nothing is committed then).
    public func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        // With no latency and no fault that waits, nothing suspends and the answer is made by synchronous code: a
        // request queued for the actor then holds only this small frame, not the waiting path's large one (one
        // task-allocator slab less per request in flight).
        switch try receive(request) {
        case .answered(let response): return response
        case .waiting(let logIndex): return try await respondAfterWaiting(request, logIndex: logIndex)
        }
    }

    /// Logs `request`, takes its fault, and answers it at once when the latency is zero and the fault does not wait;
    /// otherwise returns its log index for ``respondAfterWaiting(_:logIndex:)``. Synchronous, so its locals stay on
    /// the thread's stack rather than in `send`'s asynchronous frame (48 bytes, in the frame gate).
    /// - Throws: `CancellationError` when the task is cancelled (the request is logged with no status), and what
    ///   the fault throws.
    private func receive(_ request: YunoHTTPRequest) throws -> ReceivedRequest {
        let path = request.pathWithoutQuery
        let route = SandboxRoute(method: request.method, path: path)
        let logIndex = log.count
        let fault = route.flatMap { takeFault(for: $0.endpoint) }
        log.append(
            RecordedRequest(method: request.method, path: path, status: nil, endpoint: route?.endpoint, fault: fault))
        try Task.checkCancellation()
        guard latency <= .zero, !Self.waits(fault) else { return .waiting(logIndex: logIndex) }
        let response: YunoHTTPResponse
        switch admit(request, route: route, fault: fault) {
        case .answer(let answer, _, let delivered):
            response = delivered ? try deliver(answer, fault: fault) : answer
        case .cannotConnect:
            throw URLError(.cannotConnectToHost)
        case .work(let route, let idempotencyKey, let reservation):
            response = try work(
                request, route: route, idempotencyKey: idempotencyKey, reservation: reservation, fault: fault)
        }
        log[logIndex].status = response.status
        return .answered(response)
    }

    /// Whether `fault` suspends the request by itself (a hang or an extra delay).
    private static func waits(_ fault: SandboxFault?) -> Bool {
        switch fault {
        case .timeout, .delay: true
        default: false
        }
    }

    /// Answers the request logged at `logIndex` after its fault's own wait and the configured latency (none for an
    /// idempotency conflict), and logs its status.
    private func respondAfterWaiting(_ request: YunoHTTPRequest, logIndex: Int) async throws -> YunoHTTPResponse {
        let response = try await respondAfterWaiting(
            request, route: SandboxRoute(method: request.method, path: request.pathWithoutQuery),
            fault: log[logIndex].fault)
        log[logIndex].status = response.status
        return response
    }

    private func respondAfterWaiting(
        _ request: YunoHTTPRequest, route: SandboxRoute?, fault: SandboxFault?
    ) async throws -> YunoHTTPResponse {
        switch fault {
        case .timeout: try await Self.hangUntilCancelled()
        case .delay(let extra): try await Task.sleep(for: extra)
        default: break
        }
        // Admitted after the fault's wait: state is read fresh after every suspension (actor reentrancy).
        switch admit(request, route: route, fault: fault) {
        case .answer(let response, let afterLatency, let delivered):
            if afterLatency { try await pause() }
            return delivered ? try deliver(response, fault: fault) : response
        case .cannotConnect:
            try await pause()
            throw URLError(.cannotConnectToHost)
        case .work(let route, let idempotencyKey, let reservation):
            do {
                try await pause()
            } catch {
                if let reservation { idempotency[reservation.scope] = nil }
                throw error
            }
            return try work(
                request, route: route, idempotencyKey: idempotencyKey, reservation: reservation, fault: fault)
        }
    }

    /// Decides, with no suspension, what `request` gets: an answer without the work (no route, an injected status,
    /// 429 or connection fault, bad keys, an idempotency conflict or replay) or the endpoint's work, with its
    /// idempotency key reserved.
    private func admit(_ request: YunoHTTPRequest, route: SandboxRoute?, fault: SandboxFault?) -> RequestAdmission {
        guard let route else {
            let path = request.pathWithoutQuery
            let failure = APIFailure(404, "NOT_FOUND", "no route for \(request.method.rawValue) \(path)")
            return .answer(Self.failure(failure), afterLatency: true, delivered: false)
        }
        switch fault {
        case .status(let status, let code):
            return .answer(
                Self.failure(APIFailure(status, code, "injected fault")), afterLatency: true, delivered: false)
        case .tooManyRequests(let seconds):
            var response = Self.failure(APIFailure(429, "TOO_MANY_REQUESTS", "too many requests"))
            response.headers["Retry-After"] = String(seconds)
            return .answer(response, afterLatency: true, delivered: false)
        case .connectionError:
            return .cannotConnect
        case .timeout, .delay, .malformedBody, .dropResponse, nil:
            break
        }
        if let failure = authenticate(request.headers, endpoint: route.endpoint) {
            return .answer(Self.failure(failure), afterLatency: true, delivered: true)
        }
        let keySent = !(request.headers["x-idempotency-key"] ?? "").isEmpty
        guard route.endpoint.requiresIdempotencyKey || (route.endpoint.acceptsIdempotencyKey && keySent) else {
            return .work(route, idempotencyKey: "", reservation: nil)
        }
        switch admitIdempotent(request, endpoint: route.endpoint) {
        case .conflict(let response):
            return .answer(response, afterLatency: false, delivered: true)
        case .replay(let response):
            return .answer(response, afterLatency: true, delivered: true)
        case .reserved(let scope, let fingerprint):
            return .work(route, idempotencyKey: scope.key, reservation: IdempotencyReservation(scope, fingerprint))
        }
    }

    /// Does the endpoint's work (synchronously: state is read fresh after any suspension before it) and stores the
    /// answer under the reserved idempotency key.
    private func work(
        _ request: YunoHTTPRequest, route: SandboxRoute, idempotencyKey: String,
        reservation: IdempotencyReservation?, fault: SandboxFault?
    ) throws -> YunoHTTPResponse {
        let response = handle(
            route, body: request.body, idempotencyKey: idempotencyKey,
            privateKeySent: request.headers["private-secret-key"] != nil)
        if let reservation {
            idempotency[reservation.scope] = .completed(fingerprint: reservation.fingerprint, response: response)
        }
        return try deliver(response, fault: fault)
    }

    private func pause() async throws {
        guard latency > .zero else { return }
        try await Task.sleep(for: latency)
    }

    /// The queued fault for `endpoint` if any, else one drawn at the endpoint's fault rate, else `nil`.
    private func takeFault(for endpoint: SandboxEndpoint) -> SandboxFault? {
        guard var queue = faults[endpoint], !queue.isEmpty else { return drawFault(for: endpoint) }
        let fault = queue.removeFirst()
        faults[endpoint] = queue.isEmpty ? nil : queue
        return fault
    }

    private func deliver(_ response: YunoHTTPResponse, fault: SandboxFault?) throws -> YunoHTTPResponse {
        switch fault {
        case .dropResponse:
            throw URLError(.networkConnectionLost)
        case .malformedBody:
            var garbled = response
            garbled.body = Data(response.body.prefix(max(1, response.body.count / 2)))
            return garbled
        default:
            return response
        }
    }

    private func authenticate(_ headers: YunoHTTPHeaders, endpoint: SandboxEndpoint) -> APIFailure? {
        guard headers["public-api-key"] == configuration.publicAPIKey else {
            return APIFailure(401, "INVALID_CREDENTIALS", "missing or invalid public-api-key")
        }
        guard endpoint.isMerchant else { return nil }
        guard let privateKey = headers["private-secret-key"] else {
            // A valid public key alone on a server-side (private-key) endpoint: the published 403.
            return APIFailure(403, "AUTHORIZATION_REQUIRED", "The merchant has no authorization to use this API.")
        }
        if privateKey != configuration.privateSecretKey {
            return APIFailure(401, "INVALID_CREDENTIALS", "invalid private-secret-key")
        }
        return nil
    }

    /// Applies the idempotency rules. The fingerprint is the path plus the raw body; a replay matches when the bytes
    /// are equal or, failing that, the canonical bodies are (parsed and re-encoded with sorted keys, so key order and
    /// whitespace do not matter; a non-JSON body is compared byte for byte). Conflicts are answered at once, without
    /// the configured latency.
    private func admitIdempotent(_ request: YunoHTTPRequest, endpoint: SandboxEndpoint) -> IdempotencyAdmission {
        guard let key = request.headers["x-idempotency-key"], !key.isEmpty else {
            return .conflict(Self.failure(.missingParameter("X-Idempotency-Key")))
        }
        guard let scope = IdempotencyScope(endpoint: endpoint, key: key.lowercased()) else {
            return .conflict(Self.failure(.invalidParameters("X-Idempotency-Key must be a UUID")))
        }
        let fingerprint = IdempotencyFingerprint(path: request.pathWithoutQuery, body: request.body)
        switch idempotency[scope] {
        case .inFlight:
            let message = "a request with this idempotency key is still in process"
            return .conflict(Self.failure(APIFailure(400, "REQUEST_IN_PROCESS", message)))
        case .completed(let original, let response):
            guard original.matches(fingerprint) else {
                let message = "the idempotency key was already used with a different request"
                return .conflict(Self.failure(APIFailure(400, "IDEMPOTENCY_DUPLICATED", message)))
            }
            return .replay(response)
        case nil:
            idempotency[scope] = .inFlight(fingerprint: fingerprint)
            return .reserved(scope, fingerprint)
        }
    }

    private func handle(
        _ route: SandboxRoute, body: Data?, idempotencyKey: String, privateKeySent: Bool
    ) -> YunoHTTPResponse {
        expireDueQRCodes()
        do throws(APIFailure) {
            let session = route.checkoutSession ?? ""
            let customerSession = route.customerSession ?? ""
            let vaultedToken = route.vaultedToken ?? ""
            let paymentMethodID = route.paymentMethodID ?? ""
            switch route.endpoint {
            case .createCheckoutSession: return try createSession(body)
            case .listPaymentMethods: return try listPaymentMethods(session)
            case .createToken: return try createToken(session, body: body)
            case .createSeamlessPayment: return try createSeamlessPayment(session, body: body, key: idempotencyKey)
            case .getPayment: return try getPayment(session)
            case .createMerchantPayment: return try createMerchantPayment(body, key: idempotencyKey)
            case .createCustomer: return try createCustomer(body)
            case .getCheckoutSession:
                return Self.json(200, CheckoutSessionBody(try existingSession(session, missingStatus: 404)))
            case .unenrollFromCheckoutSession: return try unenroll(vaultedToken, checkoutSession: session)
            case .createCustomerSession: return try createCustomerSession(body)
            case .listEnrollmentMethods: return try listEnrollmentMethods(customerSession)
            case .enrollPaymentMethod: return try enroll(customerSession, body: body, privateKeySent: privateKeySent)
            case .submitEnrollmentCard:
                return try submitEnrollmentCard(customerSession, paymentMethodID: paymentMethodID, body: body)
            case .getPaymentMethod: return try paymentMethod(paymentMethodID)
            case .unenrollPaymentMethod: return try unenroll(paymentMethodID: paymentMethodID)
            case .listCustomerPaymentMethods: return try listCustomerPaymentMethods(route.customerID ?? "")
            }
        } catch {
            return Self.failure(error)
        }
    }

    // MARK: - Shared helpers

    /// A JSON response.
    static func json(_ status: Int, _ value: some Encodable) -> YunoHTTPResponse {
        YunoHTTPResponse(status: status, headers: jsonHeaders, body: WireCoding.encode(value))
    }

    private static let jsonHeaders: YunoHTTPHeaders = ["Content-Type": "application/json"]

    /// The error response of `failure`.
    static func failure(_ failure: APIFailure) -> YunoHTTPResponse {
        json(failure.status, failure.body)
    }

    /// Decodes a request body; a missing, malformed or too deeply nested body is 400 INVALID_REQUEST.
    func decode<T: Decodable>(_ type: T.Type, from body: Data?) throws(APIFailure) -> T {
        guard let body, !body.isEmpty else { throw .invalidRequest("request body is required") }
        do {
            return try WireCoding.decode(type, from: body)
        } catch is WireCoding.NestedTooDeeply {
            throw .invalidRequest("request body nests deeper than \(WireCoding.maximumDepth) levels")
        } catch {
            throw .invalidRequest("request body is not valid JSON for this endpoint")
        }
    }

    private static func ledgerEntry(_ record: PaymentRecord) -> LedgerEntry {
        LedgerEntry(
            paymentID: record.body.id,
            checkoutSession: record.body.checkout.session,
            status: record.body.status,
            subStatus: record.body.subStatus,
            amount: record.body.amount.value,
            currency: record.body.amount.currency,
            idempotencyKey: record.idempotencyKey,
            origin: record.origin,
            createdAt: record.body.createdAt
        )
    }
}
