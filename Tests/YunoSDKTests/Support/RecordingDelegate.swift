import Foundation
import YunoSDK
import YunoSandbox

/// A Full-checkout delegate that records every call the SDK makes, asserting each happens on the main actor.
@MainActor
final class RecordingDelegate: YunoPaymentFullDelegate {
    nonisolated let checkoutSession: String
    nonisolated let countryCode: String
    private let presenter: (any YunoPresenter)?
    private(set) var tokens: [String] = []
    /// The `information` dictionaries received, flattened to `key` / `card_data.key` strings.
    private(set) var information: [[String: String]] = []
    private(set) var results: [Yuno.Result] = []
    private(set) var selected: [String] = []
    private(set) var heights: [Double] = []
    private(set) var unenrolls: [Bool] = []
    /// The `onLoading(isLoading:)` calls, in order (render mode).
    private(set) var loading: [Bool] = []
    private let tokenStream: AsyncStream<String>
    private let tokenSink: AsyncStream<String>.Continuation
    private let resultStream: AsyncStream<Yuno.Result>
    private let resultSink: AsyncStream<Yuno.Result>.Continuation

    init(checkoutSession: String, countryCode: String = "CO", presenter: (any YunoPresenter)?) {
        self.checkoutSession = checkoutSession
        self.countryCode = countryCode
        self.presenter = presenter
        (tokenStream, tokenSink) = AsyncStream.makeStream(of: String.self)
        (resultStream, resultSink) = AsyncStream.makeStream(of: Yuno.Result.self)
    }

    var viewController: YunoViewController? { presenter }

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
        // `[String: Any]` is not Sendable: read it here, hand only strings to the main-actor state.
        let information = Self.flatten(information)
        MainActor.assumeIsolated {
            tokens.append(token)
            self.information.append(information)
            tokenSink.yield(token)
        }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated {
            results.append(result)
            resultSink.yield(result)
        }
    }

    nonisolated func yunoDidSelect(paymentMethod: any PaymentMethodSelected) {
        let type = paymentMethod.paymentMethodType
        MainActor.assumeIsolated { selected.append(type) }
    }

    nonisolated func yunoDidUnenrollSuccessfully(_ success: Bool) {
        MainActor.assumeIsolated { unenrolls.append(success) }
    }

    nonisolated func onLoading(isLoading: Bool) {
        MainActor.assumeIsolated { loading.append(isLoading) }
    }

    nonisolated func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
        MainActor.assumeIsolated { heights.append(height) }
    }

    nonisolated static func flatten(_ dictionary: [String: Any], prefix: String = "") -> [String: String] {
        var flat: [String: String] = [:]
        for (key, value) in dictionary {
            if let nested = value as? [String: Any] {
                flat.merge(flatten(nested, prefix: prefix + key + "."), uniquingKeysWith: { $1 })
            } else {
                flat[prefix + key] = "\(value)"
            }
        }
        return flat
    }

    /// The next token the SDK hands over.
    func nextToken() async -> String? {
        var iterator = tokenStream.makeAsyncIterator()
        return await iterator.next()
    }

    /// The next result the SDK delivers.
    func nextResult() async -> Yuno.Result? {
        var iterator = resultStream.makeAsyncIterator()
        return await iterator.next()
    }
}

/// A delegate that implements only `yunoCreatePayment(with:)`, as the documentation allows.
final class TokenOnlyDelegate: YunoPaymentDelegate {
    let checkoutSession: String
    let countryCode = "CO"
    let viewController: YunoViewController?
    let tokens: AsyncStream<String>
    private let sink: AsyncStream<String>.Continuation
    let results: AsyncStream<Yuno.Result>
    private let resultSink: AsyncStream<Yuno.Result>.Continuation

    init(checkoutSession: String, viewController: YunoViewController?) {
        self.checkoutSession = checkoutSession
        self.viewController = viewController
        (tokens, sink) = AsyncStream.makeStream(of: String.self)
        (results, resultSink) = AsyncStream.makeStream(of: Yuno.Result.self)
    }

    func yunoCreatePayment(with token: String) { sink.yield(token) }
    func yunoPaymentResult(_ result: Yuno.Result) { resultSink.yield(result) }
}

extension Harness {
    /// Starts a Lite flow for a new ``RecordingDelegate`` shown by `customer`, and waits for the token it hands
    /// to the merchant.
    @MainActor
    func startLite(
        _ session: String, customer: ScriptedCustomer, method: String = "CARD", showPaymentStatus: Bool = true
    ) async -> (delegate: RecordingDelegate, task: Task<PaymentOutcome, Never>, token: String?) {
        let delegate = RecordingDelegate(checkoutSession: session, presenter: customer)
        let task = client.startPaymentLite(
            with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: method),
            showPaymentStatus: showPaymentStatus)
        return (delegate, task, await delegate.nextToken())
    }

    /// The merchant's server creating the payment for `token` with the session's amount (120.50 COP by default).
    func merchantPays(
        _ session: String, token: String, type: String = "CARD", amount: Decimal = Decimal(string: "120.50")!,
        currency: String = "COP", country: String = "CO"
    ) async throws -> MerchantBackend.Payment {
        try await merchant.createPayment(
            checkoutSession: session, token: token, type: type, amount: amount, currency: currency, country: country)
    }
}
