// Code shown in Documentation.docc/FullCheckout.md (kept identical by Scripts/check-snippets.py).

import Foundation
import YunoSDK

// snippet: full-delegate
/// The checkout screen's model: a main-actor class that is also the Full-checkout delegate.
///
/// The SDK calls every requirement on the main actor, so `MainActor.assumeIsolated` never traps.
@MainActor
final class CheckoutModel: YunoPaymentFullDelegate {
    nonisolated let checkoutSession: String
    nonisolated let countryCode: String
    private let presenter: YunoViewController?
    /// Sends the one-time token to your server, which creates the payment with `POST /v1/payments`.
    private let createPaymentOnServer: @Sendable (String) async throws -> Void
    private let client: YunoClient
    private(set) var selectedType: String?
    private(set) var listHeight: Double = 0
    private(set) var result: Yuno.Result?

    init(
        client: YunoClient, checkoutSession: String, countryCode: String, presenter: YunoViewController?,
        createPaymentOnServer: @escaping @Sendable (String) async throws -> Void
    ) {
        self.client = client
        self.checkoutSession = checkoutSession
        self.countryCode = countryCode
        self.presenter = presenter
        self.createPaymentOnServer = createPaymentOnServer
    }

    var viewController: YunoViewController? { presenter }

    nonisolated func yunoDidSelect(paymentMethod: any PaymentMethodSelected) {
        let type = paymentMethod.paymentMethodType
        MainActor.assumeIsolated { selectedType = type }
    }

    nonisolated func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
        MainActor.assumeIsolated { listHeight = height }
    }

    nonisolated func yunoDidUnenrollSuccessfully(_ success: Bool) {}

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
        // `information` is not Sendable: read what you need here, before crossing to another task.
        let brand = (information["card_data"] as? [String: Any])?["brand"] as? String
        print("Token for a", brand ?? "non-card", "payment")
        let session = checkoutSession
        Task { [client, createPaymentOnServer] in
            do {
                try await createPaymentOnServer(token)
                try await client.continuePayment(checkoutSession: session)
            } catch {
                // The flow keeps waiting; cancel it so it ends with .userCancelled.
                await client.cancelFlow(checkoutSession: session)
            }
        }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated { self.result = result }
    }
}
// end-snippet

// snippet: full-run
/// Shows the payment-method list, pays with the method the shopper picks and returns the one result.
@MainActor
func runFullCheckout(client: YunoClient, model: CheckoutModel) async throws -> PaymentOutcome {
    let list = await client.getPaymentMethodViewAsync(delegate: model)
    // Your UI shows `list.items` (saved methods first) and calls `select` when the shopper taps a row.
    guard let card = list.items.first(where: { $0.paymentMethodType == "CARD" }) else {
        throw YunoError.paymentMethodNotAvailable("CARD")
    }
    list.select(card)

    // Collects the card, hands the token to `yunoCreatePayment`, waits for `continuePayment`.
    let flow = try client.startPayment(with: model)
    return await flow.value
}
// end-snippet

// snippet: full-facade
/// The same with the static facade, as in Yuno's documentation.
@MainActor
func runFullCheckoutWithFacade(model: CheckoutModel) async -> PaymentMethodList {
    let list = await Yuno.getPaymentMethodViewAsync(delegate: model)
    // …after the shopper selected a row of `list`:
    Yuno.startPayment(showPaymentStatus: true)
    // …and after your server created the payment (from `yunoCreatePayment`):
    Yuno.continuePayment(showPaymentStatus: true)
    return list
}
// end-snippet

// snippet: lite-run
/// Lite: your app chose the method (here a PIX payment), so there is no list.
@MainActor
func runLiteCheckout(client: YunoClient, model: CheckoutModel) async -> PaymentOutcome {
    let flow = client.startPaymentLite(
        with: model, paymentSelected: SelectedPaymentMethod(paymentMethodType: "PIX"))
    return await flow.value
}
// end-snippet
