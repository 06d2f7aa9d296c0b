extension YunoClient {
    /// Saves a card for a customer: reads the delegate's customer session on the main actor, shows the card form,
    /// enrolls the card and delivers one `yunoEnrollmentResult(_:)` on the main actor (a refused start included).
    /// The detailed outcome (enrollment status, vaulted token) is the task's value; cancel the task, or call
    /// ``cancelFlow(checkoutSession:)`` with the customer session, to cancel it.
    ///
    /// Bad input (a customer session that is not a UUID, a malformed country, no presenter) ends with
    /// ``Yuno/Result/internalError`` and nothing sent. A lost enrollment answer is read back from the customer's
    /// saved cards, so a card that was saved is reported as saved.
    @discardableResult
    public func enrollPayment(
        with delegate: any YunoEnrollmentDelegate, showPaymentStatus: Bool = true
    ) -> Task<PaymentOutcome, Never> {
        Task {
            let (rawSession, country, language, viewController) = await MainActor.run {
                (delegate.customerSession, delegate.countryCode, delegate.language, delegate.viewController)
            }
            return await launch(
                session: rawSession,
                prepare: { () throws(YunoError) in
                    let session = try InputValidation.customerSession(rawSession)
                    let request = EnrollmentFlowRequest(
                        countryCode: try InputValidation.countryCode(country),
                        language: try InputValidation.language(language),
                        showPaymentStatus: showPaymentStatus)
                    guard let presenter = PresenterResolution.presenter(from: viewController) else {
                        throw .missingPresenter(purpose: "the card form")
                    }
                    return FlowStart(
                        session: session, presenter: presenter, showsStatus: showPaymentStatus,
                        work: .enrollment(request), kind: "enrollment")
                },
                deliver: { outcome in await MainActor.run { delegate.yunoEnrollmentResult(outcome.result) } })
        }
    }
}
