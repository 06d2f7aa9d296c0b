import Foundation

/// The delegate of Full checkout: a ``YunoPaymentDelegate`` that also hears about the payment-method list.
///
/// Like its parent it is not `@MainActor`; the SDK calls every requirement on the main actor.
public protocol YunoPaymentFullDelegate: YunoPaymentDelegate {
    /// The shopper selected `paymentMethod` in the list.
    func yunoDidSelect(paymentMethod: any PaymentMethodSelected)
    /// An unenroll (removing a saved method from the list) finished; `success` tells whether it worked.
    func yunoDidUnenrollSuccessfully(_ success: Bool)
    /// The list's height changed (reported once when the list is created, then on every change), in points (`CGFloat`, as in Yuno's SDK; Foundation provides it on Linux too).
    func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat)
}
