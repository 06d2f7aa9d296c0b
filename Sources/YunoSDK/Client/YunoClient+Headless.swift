extension YunoClient {
    /// A headless payment client for `checkoutSession`: the merchant draws the UI and asks only for tokens.
    ///
    /// - Throws: ``YunoError/invalidCheckoutSession(_:)`` or ``YunoError/invalidCountryCode(_:)``; nothing is sent.
    public func apiClientPayment(countryCode: String, checkoutSession: String) throws(YunoError) -> YunoPaymentHeadless
    {
        try YunoPaymentHeadless(client: self, countryCode: countryCode, checkoutSession: checkoutSession)
    }

    /// A headless enrollment client for `customerSession`: the merchant collects the card and asks the SDK to save it.
    ///
    /// - Throws: ``YunoError/invalidCustomerSession(_:)`` or ``YunoError/invalidCountryCode(_:)``; nothing is sent.
    public func apiClientEnroll(countryCode: String, customerSession: String) throws(YunoError) -> YunoEnrollHeadless {
        try YunoEnrollHeadless(client: self, countryCode: countryCode, customerSession: customerSession)
    }
}
