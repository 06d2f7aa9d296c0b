import Foundation
import YunoSDK

/// The app's payment delegate (Full and Lite): it creates the payment on the emulator's merchant server when the
/// SDK hands over the token, and records the results it hears. It never logs: the token and the information the SDK
/// passes are used, never printed.
///
/// Main-actor isolated; the SDK calls it on the main actor, so the nonisolated requirements check that and step in.
@MainActor
class HostPaymentDelegate: YunoPaymentFullDelegate {
    nonisolated let checkoutSession: String
    nonisolated let countryCode = HostCheckout.country
    /// The session the next token pays: the first one, or the new one after a declined card.
    var currentSession: String
    /// Every result heard, in order.
    private(set) var results: [Yuno.Result] = []
    unowned let checkout: HostCheckout

    init(checkoutSession: String, checkout: HostCheckout) {
        self.checkoutSession = checkoutSession
        self.currentSession = checkoutSession
        self.checkout = checkout
    }

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
        MainActor.assumeIsolated {
            let session = currentSession
            Task { await checkout.createPayment(session: session, token: token) }
        }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated { results.append(result) }
    }

    nonisolated func yunoDidSelect(paymentMethod: any PaymentMethodSelected) {}

    nonisolated func yunoDidUnenrollSuccessfully(_ success: Bool) {}

    nonisolated func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {}
}

/// The delegate of the decline-and-retry scenario: after a declined card it gives the SDK a new checkout session
/// (`YunoDeclineRecovering`), created on the emulator's merchant server, so the status screen offers another card.
final class HostRecoveringDelegate: HostPaymentDelegate, YunoDeclineRecovering {
    func yunoNewCheckoutSession(afterDeclineOf checkoutSession: String) async -> String? {
        guard let session = try? await checkout.newSession(customerID: nil) else { return nil }
        currentSession = session
        return session
    }
}
