#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI
#endif

/// A payment flow whose UI the merchant renders (render mode): the SDK hands out the form and the additional
/// views, the merchant embeds them and decides when to submit.
///
/// Main-actor isolated, like the UI that drives it. Where the SDK draws its own screens (iOS, iPadOS, Mac Catalyst,
/// visionOS) the views are SwiftUI `AnyView`s, as in Yuno's SDK; elsewhere they are the models a UI binds to
/// (``CardForm``, ``PaymentActionView``). ``YunoRenderFlow`` offers the models on every platform.
@MainActor
public protocol YunoPaymentRenderFlowProtocol: AnyObject {
    #if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
        /// The card form to embed, or `nil` when the method needs none (a vaulted token, a non-card method) or the
        /// flow already ended (bad input; the delegate receives the result).
        func formView(
            paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
        ) async -> AnyView?
        /// Continues after the merchant created the payment: returns the additional view the payment needs (3DS
        /// challenge, QR code, redirect), or `nil` when none is needed and the flow ends on its own.
        func continuePayment() async -> AnyView?
    #else
        /// The card form to embed, or `nil` when the method needs none (a vaulted token, a non-card method) or the
        /// flow already ended (bad input; the delegate receives the result).
        func formView(
            paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
        ) async -> CardForm?
        /// Continues after the merchant created the payment: returns the additional view the payment needs (3DS
        /// challenge, QR code, wallet sheet, redirect), or `nil` when none is needed and the flow ends on its own.
        func continuePayment() async -> PaymentActionView?
    #endif
    /// Validates the form; when it is valid, tokenizes it and hands the token to the delegate's
    /// `yunoCreatePayment(with:information:)`. Invalid fields show their errors and nothing is sent. A second
    /// call while tokenizing, or a call with no form, does nothing.
    func submitForm()
}
