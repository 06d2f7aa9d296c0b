import Foundation
import YunoSDK

/// `yuno-checkout --interactive`: the shopper chooses a payment method from the session's list, then pays through
/// the terminal presenter. Only in a terminal: the caller checks `isatty(0)` first.
@MainActor
enum InteractiveCheckout {
    /// Runs the checkout and returns the outcome, or `nil` when the shopper left the method list.
    static func run(
        client: YunoClient, checkoutSession: String, country: String, language: String
    ) async -> PaymentOutcome? {
        let resolved = YunoLanguage.resolve(requested: language)
        let presenter = TerminalPresenter(
            language: resolved, input: TerminalInput(),
            style: TerminalStyle(appearance: client.config.appearance, enabled: TerminalStyle.colorsWanted()))
        let text = presenter.text

        presenter.showLoader()
        let list: PaymentMethodList
        do {
            list = try await client.paymentMethods(forCheckoutSession: checkoutSession)
        } catch {
            presenter.hideLoader()
            presenter.say(text.string(.statusInternalError) + ": \(error)")
            return nil
        }
        presenter.hideLoader()
        presenter.say()
        presenter.say(list.heading(in: resolved))
        guard !list.items.isEmpty else { return nil }
        let rows = list.items.map { item in
            [item.title, item.subtitle(in: resolved)].compactMap { $0 }.joined(separator: " — ")
        }
        guard let choice = await presenter.choose(rows) else { return nil }
        list.select(list.items[choice])
        guard let selected = list.selected else { return nil }

        return await client.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: checkoutSession, countryCode: country, language: language,
                viewController: presenter),
            paymentSelected: selected)
    }
}
