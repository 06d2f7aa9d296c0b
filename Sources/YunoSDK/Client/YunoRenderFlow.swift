/// The render-mode flow `startPaymentRender` returns: the merchant embeds its form and additional views.
///
/// Main-actor isolated. Created by ``YunoClient/startPaymentRender(paymentMethodSelected:with:)``; the flow runs
/// from creation, delivers the token to the delegate's `yunoCreatePayment(with:information:)` after a valid
/// ``submitForm()``, and its single result to `yunoPaymentResult(_:)`.
@MainActor
public final class YunoRenderFlow: YunoPaymentRenderFlowProtocol {
    let client: YunoClient?
    private let presenter: RenderPresenter
    private let needsForm: Bool
    private let checkoutSession: String
    /// The language of the SDK's views: the delegate's, resolved as the flow resolves it.
    let language: YunoLanguage
    /// The task running the flow; its value is the flow's detailed outcome.
    public private(set) var task: Task<PaymentOutcome, Never>?

    init(
        client: YunoClient?, refusal: YunoError? = nil, paymentMethodSelected: SelectedPaymentMethod,
        delegate: any YunoPaymentDelegate
    ) {
        self.client = client
        self.presenter = RenderPresenter(onLoading: { delegate.onLoading(isLoading: $0) })
        self.needsForm =
            paymentMethodSelected.vaultedToken == nil
            && PaymentMethodCatalog.known[paymentMethodSelected.paymentMethodType] == .cardForm
        self.checkoutSession = delegate.checkoutSession
        self.language = YunoLanguage.resolve(requested: delegate.language)
        let presenter = presenter
        task = Task { @MainActor in
            guard let client, refusal == nil else {
                presenter.end()
                delegate.yunoPaymentResult(.internalError)
                return PaymentOutcome(
                    result: .internalError, checkoutSession: delegate.checkoutSession,
                    error: refusal ?? .notInitialized)
            }
            let outcome = await client.runMerchantCheckout(
                delegate: delegate, paymentSelected: paymentMethodSelected, showPaymentStatus: false,
                presenter: presenter, confirmation: { await presenter.awaitConfirmation() })
            presenter.end()
            return outcome
        }
    }

    /// Whether the flow waits for ``submitForm()`` before tokenizing a method that needs no form.
    var isWaitingForSubmit: Bool { presenter.isAwaitingConfirmation }

    /// The card form model to embed, or `nil` when none is needed or the flow already ended. On every platform;
    /// where the SDK draws its own screens, ``formView(paymentMethodSelected:with:)`` wraps it in the SDK's view.
    public func cardForm(
        paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
    ) async -> CardForm? {
        guard needsForm else { return nil }
        return await presenter.awaitForm()
    }

    #if !(canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS))
        /// The card form to embed (the model: this platform has no SwiftUI), or `nil` when none is needed or the
        /// flow already ended; the same as ``cardForm(paymentMethodSelected:with:)``.
        public func formView(
            paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
        ) async -> CardForm? {
            await cardForm(paymentMethodSelected: paymentMethodSelected, with: delegate)
        }

        /// Continues after the merchant created the payment: the additional view's model (this platform has no
        /// SwiftUI), or `nil` when none is needed; the same as ``continuePaymentAction()``.
        public func continuePayment() async -> PaymentActionView? {
            await continuePaymentAction()
        }
    #endif

    /// The merchant's "pay": validates the form and, when valid, lets the flow tokenize it (without a form — a
    /// vaulted token — it lets the flow tokenize the saved method). Does nothing while tokenizing or after the
    /// first accepted call; invalid fields keep their errors (``CardForm/error(for:)``) and nothing is sent.
    public func submitForm() {
        let accepted = needsForm ? presenter.submit() : presenter.confirm()
        if !accepted {
            client?.context.logger.log(.debug, "[render] submitForm ignored: no valid form is waiting")
        }
    }

    /// The view the flow shows before a payment exists: the wallet sheet of a wallet method, after ``submitForm()``
    /// (Yuno's Apple Pay order: sheet, then token, then payment). Draw it and answer with
    /// ``PaymentActionView/answerWalletSheet(_:)``; `nil` when the flow ended first.
    public func walletSheet() async -> PaymentActionView? {
        await presenter.awaitNextAction()
    }

    /// Continues after the merchant created the payment: the additional view's model (3DS challenge, QR code,
    /// redirect), or `nil` when none is needed. On every platform; where the SDK draws its own
    /// screens, ``continuePayment()`` wraps it in the SDK's view.
    public func continuePaymentAction() async -> PaymentActionView? {
        guard let client else { return nil }
        do throws(YunoError) {
            try await client.continuePayment(checkoutSession: checkoutSession, showPaymentStatus: false)
        } catch {
            client.context.logger.log(.error, "[render] continuePayment: \(error)")
            return nil
        }
        return await presenter.awaitNextAction()
    }
}
