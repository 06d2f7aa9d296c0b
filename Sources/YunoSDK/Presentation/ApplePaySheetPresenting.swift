/// What draws the Apple Pay sheet: on iOS and visionOS the PassKit glue (`ApplePaySheet`), in tests a recorder.
///
/// Main-actor isolated. It decides nothing: ``ApplePayRoute`` says whether to draw and what, and
/// ``ApplePaySheetEnding/outcome`` what the flow hears.
@MainActor
protocol ApplePaySheetPresenting: AnyObject, Sendable {
    /// Whether the device can pay with Apple Pay (`PKPaymentAuthorizationController.canMakePayments()`).
    var canMakePayments: Bool { get }
    /// The business name the total is labelled with: the app's display name, or `nil`.
    var merchantName: String? { get }
    /// Presents the sheet for `request` and returns how it ended, once.
    func present(_ request: ApplePayRequest) async -> ApplePaySheetEnding
    /// Closes the sheet, if one is presented; a pending ``present(_:)`` then returns.
    func dismiss()
}
