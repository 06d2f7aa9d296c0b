extension SeamlessParams {
    /// The parameters a delegate describes, read on the main actor (where the SDK promises to read delegates).
    @MainActor
    static func reading(_ delegate: any YunoPaymentDelegate) -> SeamlessParams {
        SeamlessParams(
            checkoutSession: delegate.checkoutSession, countryCode: delegate.countryCode,
            language: delegate.language, viewController: delegate.viewController)
    }
}
