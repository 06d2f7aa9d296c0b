/// What the SDK's own screens need to draw Apple Pay: the sheet (`nil` where the platform has none) and the
/// configured merchant identifier (``YunoConfig/applePayMerchantIdentifier``, checked by ``ApplePayRoute``). [ours]
struct ApplePaySetup: Sendable {
    /// Draws the PassKit sheet; `nil` on platforms without one (and in tests that do not need one).
    let sheet: (any ApplePaySheetPresenting)?
    /// The configured identifier, as text.
    let merchantIdentifier: String?

    /// No sheet: every wallet sheet gets today's answer.
    static let none = ApplePaySetup(sheet: nil, merchantIdentifier: nil)
}
