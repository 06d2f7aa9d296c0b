#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    extension YunoRenderFlow {
        /// The SDK's card form view to embed (without a pay button: the merchant's own calls ``submitForm()``), or
        /// `nil` when none is needed or the flow already ended. The model is ``cardForm(paymentMethodSelected:with:)``.
        public func formView(
            paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
        ) async -> AnyView? {
            guard let form = await cardForm(paymentMethodSelected: paymentMethodSelected, with: delegate) else {
                return nil
            }
            let theme = ScreenTheme(appearance: client?.config.appearance ?? Yuno.Appearance())
            return AnyView(CardFormView(form: form, theme: theme, onSubmit: nil, onCancel: nil))
        }

        /// Continues after the merchant created the payment: the SDK's view for the additional step (a QR code, or
        /// the screen under the 3DS or provider page it opens), or `nil` when none is needed. The model is
        /// ``continuePaymentAction()``.
        public func continuePayment() async -> AnyView? {
            guard let action = await continuePaymentAction() else { return nil }
            let client = client
            return AnyView(
                PaymentActionContentView(
                    action: action, language: language,
                    theme: ScreenTheme(appearance: client?.config.appearance ?? Yuno.Appearance()),
                    host: UIKitCheckoutHost(presentingOver: nil), now: client?.context.settings.now ?? Date.init,
                    deepLinks: { url in client?.receiveDeeplink(url) ?? false }))
        }
    }

    extension YunoEnrollmentRenderFlow {
        /// The SDK's card form view to embed (without a save button: the merchant's own calls ``submitForm()``),
        /// once the enrollment shows it; `nil` when it ended first. The model is ``cardForm(with:)``.
        public func formView(with delegate: any YunoEnrollmentDelegate) async -> AnyView? {
            guard let form = await cardForm(with: delegate) else { return nil }
            let theme = ScreenTheme(appearance: client?.config.appearance ?? Yuno.Appearance())
            return AnyView(CardFormView(form: form, theme: theme, onSubmit: nil, onCancel: nil))
        }
    }
#endif
