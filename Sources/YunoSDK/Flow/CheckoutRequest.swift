/// The validated input of one checkout flow (Seamless, Full, Lite or render).
///
/// A class, immutable: the flow's frames hold one reference to it, not a copy of every field.
final class CheckoutRequest: Sendable {
    /// The checkout session, validated and lowercased.
    let checkoutSession: String
    let countryCode: String
    let language: YunoLanguage
    let presenter: (any YunoPresenter)?
    let paymentMethodType: String
    let vaultedToken: String?
    let collection: PaymentMethodCatalog.Collection
    let showPaymentStatus: Bool
    /// Render mode: when no form is needed, the merchant's `submitForm()` still confirms before tokenizing.
    let confirmation: (@MainActor @Sendable () async -> Bool)?

    /// Validates the app's input (SPEC §7); throws the precise reason, and nothing has been sent. `screens` is read
    /// only when the SDK draws its own screens (no presenter of the app's).
    init(
        params: SeamlessParams, paymentSelected: SelectedPaymentMethod, showPaymentStatus: Bool,
        screens: @autoclosure () -> PresenterResolution.NativeScreens, presenter override: (any YunoPresenter)? = nil,
        confirmation: (@MainActor @Sendable () async -> Bool)? = nil
    ) throws(YunoError) {
        self.confirmation = confirmation
        checkoutSession = try InputValidation.checkoutSession(params.checkoutSession)
        countryCode = try InputValidation.countryCode(params.countryCode)
        language = try InputValidation.language(params.language)
        paymentMethodType = paymentSelected.paymentMethodType
        collection = try InputValidation.paymentMethodType(paymentMethodType)
        vaultedToken = try InputValidation.vaultedToken(paymentSelected.vaultedToken)
        // Render mode passes its own presenter; a `UIViewController` could not carry it on UIKit platforms.
        presenter =
            override
            ?? PresenterResolution.presenter(from: params.viewController, language: language, screens: screens())
        self.showPaymentStatus = showPaymentStatus
        if presenter == nil {
            if collection == .cardForm && vaultedToken == nil { throw .missingPresenter(purpose: "the card form") }
            if collection == .walletSheet && vaultedToken == nil {
                throw .missingPresenter(purpose: "the wallet sheet")
            }
            if showPaymentStatus { throw .missingPresenter(purpose: "the payment status screen") }
        }
    }

    /// Whether the flow shows the card form.
    var needsCardForm: Bool { collection == .cardForm && vaultedToken == nil }
}
