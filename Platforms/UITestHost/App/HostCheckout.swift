import Foundation
import YunoSDK
import YunoSandbox

/// One scenario's checkout on the package's in-process emulator: the emulator (`YunoSandbox`), the merchant's
/// server on it (`MerchantBackend`), and a `YunoClient` whose transport is the emulator — as the terminal demo
/// (Sources/yuno-checkout) builds them. The SDK draws its own screens: the delegate names no view controller, so
/// they are presented over the foreground scene's top view controller.
@MainActor
final class HostCheckout {
    nonisolated static let country = "CO"
    nonisolated static let currency = "COP"
    nonisolated static let amount: Decimal = 25_000
    /// The sessions' `callback_url`: the 3-D Secure page's way back (an app scheme the browser session waits for).
    nonisolated static let callbackURL = "yunouitesthost://return"

    let sandbox: YunoSandbox
    let merchant: MerchantBackend
    let client: YunoClient
    let bank: ChallengeBank
    /// The delegate of the running checkout, kept for the results it heard.
    private var delegate: HostPaymentDelegate?

    init(bank answer: HostLaunch.Bank) throws(YunoError) {
        let sandbox = YunoSandbox(configuration: .init(seed: 37))
        let bank = ChallengeBank(sandbox: sandbox, answer: answer)
        self.sandbox = sandbox
        self.bank = bank
        merchant = MerchantBackend(sandbox: sandbox)
        // A status poll each second: the 3-D Secure page closes soon after the bank decided.
        client = try YunoClient(
            apiKey: sandbox.publicAPIKey, transport: BankWatchingTransport(sandbox: sandbox, bank: bank),
            options: YunoClient.Options(statusPollInterval: .seconds(1)))
    }

    /// Every `yunoPaymentResult(_:)` the last checkout's delegate heard.
    var heardResults: [Yuno.Result] { delegate?.results ?? [] }

    /// A Lite card payment on a new session, in the SDK's own screens; with `recovering`, the delegate gives a new
    /// session after a declined card (`YunoDeclineRecovering`), so the status screen offers another card.
    func payByCard(recovering: Bool) async throws(MerchantBackendError) -> PaymentOutcome {
        let session = try await newSession(customerID: nil)
        let delegate =
            recovering
            ? HostRecoveringDelegate(checkoutSession: session, checkout: self)
            : HostPaymentDelegate(checkoutSession: session, checkout: self)
        self.delegate = delegate
        let task = client.startPaymentLite(
            with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        return await task.value
    }

    /// The Full checkout's list for a shopper with four saved cards (the list then needs more than one screen
    /// at the largest text size).
    func savedCardsList() async throws -> PaymentMethodList {
        let customer = try await merchant.createCustomer(merchantCustomerID: "uitest-shopper")
        let cards: [TestCard] = [.visaApproved, .mastercardApproved, .amexApproved, .threeDSFrictionless]
        for card in cards {
            _ = try await sandbox.vaultCard(
                number: card.number, expirationMonth: 11, expirationYear: 2028, holderName: card.holderName,
                forCustomer: customer.id)
        }
        let session = try await newSession(customerID: customer.id)
        let delegate = HostPaymentDelegate(checkoutSession: session, checkout: self)
        self.delegate = delegate
        return await client.getPaymentMethodViewAsync(delegate: delegate)
    }

    /// A new checkout session on the merchant's server.
    func newSession(customerID: String?) async throws(MerchantBackendError) -> String {
        try await merchant.createCheckoutSession(
            amount: Self.amount, currency: Self.currency, country: Self.country, workflow: "SDK_CHECKOUT",
            customerID: customerID, callbackURL: Self.callbackURL
        ).checkoutSession
    }

    /// The merchant's server creates the payment of `session` with the token, then the flow continues.
    func createPayment(session: String, token: String) async {
        do {
            _ = try await merchant.createPayment(
                checkoutSession: session, token: token, amount: Self.amount, currency: Self.currency,
                country: Self.country)
            try await client.continuePayment(checkoutSession: session)
        } catch {
            // The flow then ends on its own (no payment to continue); nothing to show here.
        }
    }

    /// The emulator's payments, oldest first: their statuses.
    func ledgerSummary() async -> String {
        let statuses = await sandbox.ledger().map(\.status)
        return statuses.isEmpty ? "none" : statuses.joined(separator: ",")
    }
}
