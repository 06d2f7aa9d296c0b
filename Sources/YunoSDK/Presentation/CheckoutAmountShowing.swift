/// A presenter whose card form shows the amount on its pay button ("Pay COP 52,000.00"): the SDK's own screens
/// (native and render mode). For these the flow reads the checkout session's amount while it loads the payment
/// methods; an app's own presenter is not sent that request (it knows its amount, and can set ``CardForm/amount``).
///
/// A marker, checked with `is` from any isolation.
protocol CheckoutAmountShowing {}

extension CheckoutScreenPresenter: CheckoutAmountShowing {}
extension RenderPresenter: CheckoutAmountShowing {}
