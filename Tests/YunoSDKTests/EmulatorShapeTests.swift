import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// The emulator answers in Yuno's published shapes: every key it sends (at every depth) appears, with a compatible
/// kind, in a published example of the same object (for a payment: any of the five published payment bodies) —
/// apart from the few fields named here, each documented elsewhere or marked `[ours]`. Together with
/// ``PublishedWireFormatTests`` (the published bodies decode through the SDK) this pins the wire both ways.
@Suite(
    "The emulator answers in the published shapes: no key outside Yuno's examples but the [ours] ones",
    .timeLimit(.minutes(3)))
@MainActor
struct EmulatorShapeTests {
    typealias JSON = [String: Any]

    /// Keys the emulator sends that Yuno's example bodies lack, each with its source.
    static let beyondTheExamples: [String: String] = [
        "payment_method.payment_method_detail.bank_transfer.qr_code":
            "[ours] the QR string the QR screen draws; Yuno publishes only provider_image",
        "payment_method.payment_method_detail.bank_transfer.expires_at":
            "documented: reference/payments/the-payment-object.mdx, bank_transfer fields",
        "payment_method.payment_method_detail.card.card_data.security_code_length":
            "documented: reference/payments/the-payment-object.mdx:392",
        "callback_url": "documented: reference/payments/the-payment-object.mdx:4965",
        "payment_methods.[].card_data.fingerprint":
            "documented: docs/payment-features/enrollment/enroll-payment-methods.mdx, Fingerprint note",
    ]

    /// The five published payment bodies: together, the published payment object.
    static let payments = [
        PublishedExamples.threeDSChallenge, PublishedExamples.pix, PublishedExamples.nuPay,
        PublishedExamples.cashTicket, PublishedExamples.acuotazBNPL,
    ]

    /// Every key path of `value` (array elements as `[]`) with the kind of its value.
    static func paths(_ value: Any, prefix: String = "") -> [String: String] {
        var result: [String: String] = [:]
        func join(_ key: String) -> String { prefix.isEmpty ? key : "\(prefix).\(key)" }
        switch value {
        case let object as JSON:
            for (key, child) in object {
                result[join(key)] = kind(child)
                result.merge(paths(child, prefix: join(key))) { first, _ in first }
            }
        case let array as [Any]:
            for element in array { result.merge(paths(element, prefix: join("[]"))) { first, _ in first } }
        default: break
        }
        return result
    }

    static func kind(_ value: Any) -> String {
        switch value {
        case is JSON: "object"
        case is [Any]: "array"
        case is String: "string"
        case is NSNull: "null"
        default: "scalar"  // numbers and booleans (both NSNumber on Linux)
        }
    }

    /// The emulator's keys that none of the published `examples` has, or that they have with another kind.
    static func mismatches(emulator body: Data, published examples: [String]) throws -> [String] {
        let emulator = paths(try JSONSerialization.jsonObject(with: body))
        var published: [String: String] = [:]
        for example in examples {
            published.merge(paths(try JSONSerialization.jsonObject(with: Data(example.utf8)))) { first, second in
                first == "null" ? second : first
            }
        }
        return emulator.keys.sorted().compactMap { path in
            let ownKind = emulator[path] ?? ""
            guard beyondTheExamples[path] == nil else { return nil }
            guard let publishedKind = published[path] else { return "\(path): not in the published example" }
            let compatible = ownKind == publishedKind || ownKind == "null" || publishedKind == "null"
            return compatible ? nil : "\(path): \(ownKind), published \(publishedKind)"
        }
    }

    /// A middleware keeping the first answer to each request whose path ends with one of `suffixes`.
    struct Capture: YunoTransportMiddleware {
        let suffixes: [String]
        let answers = Box<[String: Data]>([:])

        func intercept(
            _ request: YunoHTTPRequest, baseURL: URL,
            next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
        ) async throws -> YunoHTTPResponse {
            let response = try await next(request, baseURL)
            if let suffix = suffixes.first(where: { request.path.hasSuffix($0) }), await answers.value[suffix] == nil {
                await answers.set(answers.value.merging([suffix: response.body]) { first, _ in first })
            }
            return response
        }
    }

    @Test("A 3DS card: the token, the payment-method list and the challenge payment match the published bodies")
    func cardChallenge() async throws {
        let capture = Capture(suffixes: ["/token", "/payment-methods", "/payments"])
        let harness = try Harness(middlewares: [capture])
        let session = try await harness.session()
        let outcome = await harness.pay(session, customer: .paying(with: .threeDSChallenge, bank: harness.sandbox))
        #expect(outcome.result == .succeeded)
        let bodies = await capture.answers.value
        let examples = [
            "/token": [PublishedExamples.oneTimeToken], "/payment-methods": [PublishedExamples.checkoutPaymentMethods],
            "/payments": Self.payments,
        ]
        for (suffix, example) in examples {
            let body = try #require(bodies[suffix], "no answer captured for \(suffix)")
            let mismatches = try Self.mismatches(emulator: body, published: example)
            #expect(mismatches == [], "\(suffix): \(mismatches)")
        }
    }

    @Test("PIX and NuPay payments match the published payment bodies", arguments: ["PIX", "NU_PAY"])
    func bankTransfer(type: String) async throws {
        let capture = Capture(suffixes: ["/payments"])
        let harness = try Harness(middlewares: [capture])
        let session = try await harness.session(
            country: "BR", currency: "BRL", amount: 150, callbackURL: "myshop://return")
        let flow = Task {
            await harness.pay(session, customer: ScriptedCustomer(qrCode: .close), country: "BR", type: type)
        }
        while await capture.answers.value["/payments"] == nil { await Task.yield() }
        flow.cancel()
        _ = await flow.value
        let body = try #require(await capture.answers.value["/payments"])
        let mismatches = try Self.mismatches(emulator: body, published: Self.payments)
        #expect(mismatches == [], "\(mismatches)")
    }

    @Test("The comparison sees a key the published body lacks and a kind that differs")
    func comparisonCatchesDrift() throws {
        let drifted = #"{"status": 1, "invented": {"action": "THREE_D_SECURE"}, "checkout": {"session": null}}"#
        let published = #"{"status": "PENDING", "checkout": {"session": "x"}}"#
        #expect(
            try Self.mismatches(emulator: Data(drifted.utf8), published: [published]) == [
                "invented: not in the published example", "invented.action: not in the published example",
                "status: scalar, published string",
            ])
    }

    /// Yuno's published payment-method objects: enroll, retrieve by id, unenroll. An enrolled object also carries
    /// its `vaulted_token`, which none of those examples shows but the merchant's list entry of the same method
    /// does (retrieve-enrolled-payment-methods-api.json); only that key is taken from the entry, so the rest of
    /// the entry's shape (its `card_data.issuer_name`, for one) is not allowed in an object.
    static func paymentMethodObjects() throws -> [String] {
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(PublishedExamples.customerPaymentMethods.utf8)) as? JSON)
        let entry = try #require((list["payment_methods"] as? [Any])?.first as? JSON)
        let vaultedToken = try #require(entry["vaulted_token"] as? String)
        return [
            PublishedExamples.enrolled, PublishedExamples.paymentMethodEnrolled, PublishedExamples.unenrolled,
            #"{"vaulted_token": "\#(vaultedToken)"}"#,
        ]
    }

    @Test("Sessions, methods to enroll, enroll, the card step, retrieve, unenroll and the merchant's list match")
    func enrollmentAndSessions() async throws {
        let sandbox = YunoSandbox()
        func send(_ method: YunoHTTPRequest.Method, _ path: String, _ body: String? = nil, merchant: Bool = false)
            async throws -> YunoHTTPResponse
        {
            var headers: YunoHTTPHeaders = [
                "public-api-key": sandbox.publicAPIKey, "Content-Type": "application/json",
                "X-Idempotency-Key": UUID().uuidString,
            ]
            if merchant { headers["private-secret-key"] = sandbox.privateSecretKey }
            return try await sandbox.send(
                YunoHTTPRequest(method: method, path: path, headers: headers, body: body.map { Data($0.utf8) }),
                baseURL: URL(string: "https://api-sandbox.y.uno")!)
        }
        let account = sandbox.accountID
        let customer = try await send(.post, "/v1/customers", #"{"merchant_customer_id": "m-1"}"#, merchant: true)
        let customerID = try #require(
            (try JSONSerialization.jsonObject(with: customer.body) as? JSON)?["id"] as? String)
        let checkout = try await send(
            .post, "/v1/checkout/sessions",
            #"{"account_id": "\#(account)", "merchant_order_id": "o-1", "payment_description": "d", "country": "US", "#
                + #""amount": {"currency": "USD", "value": 520}, "workflow": "SDK_CHECKOUT", "customer_id": "\#(customerID)", "#
                + #""callback_url": "https://www.example.com/callback", "metadata": [{"key": "ID", "value": "1"}]}"#,
            merchant: true)
        let customerSession = try await send(
            .post, "/v1/customers/sessions",
            #"{"account_id": "\#(account)", "customer_id": "\#(customerID)", "country": "US", "#
                + #""callback_url": "myshop://enrolled", "checkout_id": "6822f80c-684e-41a3-8628-78963d3d60f7"}"#,
            merchant: true)
        let cs = try #require(
            (try JSONSerialization.jsonObject(with: customerSession.body) as? JSON)?["customer_session"] as? String)
        let list = try await send(.get, "/v1/checkout/customers/sessions/\(cs)/payment-methods")
        let ready = try await send(
            .post, "/v1/customers/sessions/\(cs)/payment-methods", #"{"payment_method_type": "CARD", "country": "US"}"#)
        let id = try #require((try JSONSerialization.jsonObject(with: ready.body) as? JSON)?["id"] as? String)
        let enrolled = try await send(
            .post, "/v1/checkout/customers/sessions/\(cs)/payment-methods/\(id)/enroll",
            #"{"card": {"number": "4111111111111111", "expiration_month": 11, "expiration_year": 30, "#
                + #""security_code": "123", "holder_name": "John Doe"}}"#)
        let read = try await send(.get, "/v1/payment-methods/\(id)")
        let merchantList = try await send(.get, "/v1/customers/\(customerID)/payment-methods", merchant: true)
        let unenrolled = try await send(.post, "/v1/customers/payment-methods/\(id)/unenroll")

        let objects = try Self.paymentMethodObjects()
        let answers: [(String, YunoHTTPResponse, Int, [String])] = [
            (
                "checkout session", checkout, 200,
                [PublishedExamples.checkoutSession, PublishedExamples.checkoutSessionWithMetadata]
            ),
            ("customer session", customerSession, 201, [PublishedExamples.customerSession]),
            ("methods to enroll", list, 200, [PublishedExamples.methodsToEnroll]),
            ("enroll", ready, 201, objects), ("card step", enrolled, 200, objects), ("by id", read, 200, objects),
            ("merchant list", merchantList, 200, [PublishedExamples.customerPaymentMethods]),
            ("unenroll", unenrolled, 200, objects),
        ]
        for (name, response, status, examples) in answers {
            #expect(response.status == status, "\(name): \(String(decoding: response.body, as: UTF8.self))")
            let mismatches = try Self.mismatches(emulator: response.body, published: examples)
            #expect(mismatches == [], "\(name): \(mismatches)")
        }
    }
}
