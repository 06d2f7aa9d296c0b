import Foundation
import YunoSDK
import YunoSandbox

/// The merchant app of the Full, Lite and render demos: prints every delegate call, creates the payment on its
/// "server" (the MerchantBackend) when it receives the token, then lets the flow continue.
@MainActor
final class DemoDelegate: YunoPaymentFullDelegate {
    nonisolated let checkoutSession: String
    nonisolated let countryCode: String
    nonisolated let language: String?
    private let presenter: (any YunoPresenter)?
    private let say: @Sendable (String) -> Void
    /// Called with the token: creates the payment and continues the flow.
    var onToken: (@MainActor (String) async -> Void)?
    let results: AsyncStream<Yuno.Result>
    private let sink: AsyncStream<Yuno.Result>.Continuation

    init(
        checkoutSession: String, countryCode: String, language: String?, presenter: (any YunoPresenter)?,
        say: @escaping @Sendable (String) -> Void
    ) {
        self.checkoutSession = checkoutSession
        self.countryCode = countryCode
        self.language = language
        self.presenter = presenter
        self.say = say
        (results, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
    }

    var viewController: YunoViewController? { presenter }

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
        let card = information["card_data"] as? [String: Any]
        let masked = card.map { " (\($0["brand"] ?? "") \($0["iin"] ?? "")••••\($0["lfd"] ?? ""))" } ?? ""
        say("delegate: yunoCreatePayment(with: …\(token.suffix(6)))\(masked)")
        MainActor.assumeIsolated {
            if let onToken { Task { await onToken(token) } }
        }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        say("delegate: yunoPaymentResult(.\(result))")
        sink.yield(result)
        sink.finish()
    }

    nonisolated func yunoDidSelect(paymentMethod: any PaymentMethodSelected) {
        say("delegate: yunoDidSelect(\(paymentMethod.paymentMethodType))")
    }

    nonisolated func yunoDidUnenrollSuccessfully(_ success: Bool) {
        say("delegate: yunoDidUnenrollSuccessfully(\(success))")
    }

    nonisolated func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
        say("delegate: yunoUpdatePaymentMethodsViewHeight(\(height))")
    }
}
