import Testing
import YunoSDK

/// Option 3 for the [ours] decline hook: a plain service class with immutable properties adopts
/// `YunoDeclineRecovering`; the new session comes from an injected function (the merchant's server).
final class DeclineRecoveringService: YunoDeclineRecovering {
    let countryCode = "CO"
    let checkoutSession: String
    private let newSession: @Sendable () async -> String?

    init(checkoutSession: String, newSession: @escaping @Sendable () async -> String?) {
        self.checkoutSession = checkoutSession
        self.newSession = newSession
    }

    func yunoPaymentResult(_ result: Yuno.Result) {}

    func yunoNewCheckoutSession(afterDeclineOf checkoutSession: String) async -> String? {
        await newSession()
    }
}

@Test("The decline hook works from a plain service class in this isolation mode")
func declineRecoveringService() async {
    let service = DeclineRecoveringService(checkoutSession: "first") { "second" }
    let recovering: any YunoDeclineRecovering = service
    #expect(await recovering.yunoNewCheckoutSession(afterDeclineOf: "first") == "second")
}
