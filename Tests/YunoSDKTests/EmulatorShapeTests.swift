import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// The emulator answers in Yuno's published shapes: every key it sends (at every depth) appears, with a compatible
/// kind, in a published example of the same object (for a payment: any of the five published payment bodies) —
/// apart from the few fields named here, each documented elsewhere or marked `[ours]`. Together with
/// ``PublishedWireFormatTests`` (the published bodies decode through the SDK) this pins the wire both ways.
@Suite("The emulator answers in the published shapes: no key outside Yuno's examples but the [ours] ones")
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
        let outcome = await harness.pay(session, customer: .paying(with: .threeDSChallenge))
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
}
