extension Yuno {
    /// A headless payment client on the shared client, as Yuno's headless guide writes it:
    /// `apiClientPayment = Yuno.apiClientPayment(countryCode: "CO", checkoutSession: session)`.
    ///
    /// Main actor. Returns `nil` (with the precise reason logged) before `initialize` or for a malformed session or
    /// country; ``YunoClient/apiClientPayment(countryCode:checkoutSession:)`` throws that reason instead.
    @MainActor
    public static func apiClientPayment(countryCode: String, checkoutSession: String) -> YunoPaymentHeadless? {
        do throws(YunoError) {
            return try YunoFacade.shared.sharedClient()
                .apiClientPayment(countryCode: countryCode, checkoutSession: checkoutSession)
        } catch {
            YunoFacade.shared.log("apiClientPayment", error)
            return nil
        }
    }

    /// A headless enrollment client on the shared client, as Yuno's headless guide writes it:
    /// `apiClientEnroll = try Yuno.apiClientEnroll(countryCode: "CO", customerSession: session)`.
    ///
    /// Main actor.
    ///
    /// - Throws: ``YunoError/notInitialized`` before `initialize`, ``YunoError/invalidCustomerSession(_:)`` or
    ///   ``YunoError/invalidCountryCode(_:)``; nothing is sent.
    @MainActor
    public static func apiClientEnroll(countryCode: String, customerSession: String) throws(YunoError)
        -> YunoEnrollHeadless
    {
        try YunoFacade.shared.sharedClient()
            .apiClientEnroll(countryCode: countryCode, customerSession: customerSession)
    }
}
