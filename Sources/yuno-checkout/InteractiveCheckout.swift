import Foundation
import YunoSDK
import YunoSandbox

/// `yuno-checkout --interactive`: the merchant creates a session, the shopper chooses a payment method from its
/// list and pays through the terminal presenter; after a decline or failure the shopper may try again (a new
/// session: one supports one payment). Only in a terminal: the caller checks `isatty(0)` first.
@MainActor
struct InteractiveCheckout {
    let client: YunoClient
    let merchant: MerchantBackend
    let bank: ShopperBank
    let options: DemoOptions
    let narrator: Narrator

    /// Runs checkouts until one ends without a retry; `nil` when the checkout session could not be created.
    func run() async -> PaymentOutcome? {
        let presenter = TerminalPresenter(
            narrator: narrator, input: TerminalInput(), bank: bank, client: client,
            amount: options.amount, currency: options.currency)
        let text = narrator.text
        while true {
            narrator.merchant(
                \.creatingSession,
                ["amount": narrator.amount(options.amount, options.currency), "country": options.country])
            let session: String
            do {
                session = try await merchant.createCheckoutSession(
                    amount: options.amount, currency: options.currency, country: options.country,
                    callbackURL: DemoRun.callbackURL
                ).checkoutSession
            } catch {
                narrator.line(narrator.style.failure(narrator.phrases.fill(\.sessionFailed, ["error": "\(error)"])))
                return nil
            }
            narrator.merchant(\.sessionCreated, ["id": session])
            let outcome = await pay(session: session, presenter: presenter)
            guard outcome.result == .reject || outcome.result == .fail else { return outcome }
            presenter.say()
            let yes = text.string(.answerYes)
            let no = text.string(.answerNo)
            guard
                let answer = await presenter.ask(presenter.style.bold("\(text.string(.statusRetry))? [\(yes)/\(no)]")),
                TerminalPresenter.isYes(answer, in: text)
            else { return outcome }
        }
    }

    /// One checkout of `session`: the method list, then the flow; `q` anywhere ends it as cancelled.
    private func pay(session: String, presenter: TerminalPresenter) async -> PaymentOutcome {
        let resolved = narrator.language
        presenter.showLoader()
        let list: PaymentMethodList
        do {
            list = try await client.paymentMethods(forCheckoutSession: session)
        } catch {
            presenter.hideLoader()
            return PaymentOutcome(result: .internalError, checkoutSession: session, error: error)
        }
        presenter.hideLoader()
        presenter.say()
        presenter.say(presenter.style.bold(list.heading(in: resolved)))
        presenter.say(presenter.style.dim(narrator.text.string(.promptCancelHint)))
        let rows = list.items.map { item in
            let name = item.savedCard == nil ? narrator.text.paymentMethodName(for: item.paymentMethodType) : item.title
            return [name, item.subtitle(in: resolved)].compactMap { $0 }.joined(separator: " — ")
        }
        guard !rows.isEmpty, let choice = await presenter.choose(rows) else {
            return PaymentOutcome(result: .userCancelled, checkoutSession: session)
        }
        list.select(list.items[choice])
        guard let selected = list.selected else {
            return PaymentOutcome(result: .internalError, checkoutSession: session)
        }
        presenter.checkoutSession = session
        let params = SeamlessParams(
            checkoutSession: session, countryCode: options.country, language: options.language,
            viewController: presenter)
        let client = client
        let flow = Task { await client.seamlessPayment(with: params, paymentSelected: selected) }
        presenter.cancelFlow = { flow.cancel() }
        let outcome = await flow.value
        presenter.cancelFlow = nil
        presenter.hideLoader()
        return outcome
    }
}
