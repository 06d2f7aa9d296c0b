import YunoSDK

/// seeds/001, option 3: a plain (non-actor) service class with immutable properties.
final class PaymentService: YunoPaymentDelegate {
    let countryCode: String
    let language: String?
    let checkoutSession: String
    let viewController: YunoViewController?
    let results: AsyncStream<Yuno.Result>
    private let sink: AsyncStream<Yuno.Result>.Continuation

    init(countryCode: String, language: String?, checkoutSession: String, viewController: YunoViewController?) {
        self.countryCode = countryCode
        self.language = language
        self.checkoutSession = checkoutSession
        self.viewController = viewController
        (results, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
    }

    func yunoPaymentResult(_ result: Yuno.Result) {
        sink.yield(result)
    }
}
