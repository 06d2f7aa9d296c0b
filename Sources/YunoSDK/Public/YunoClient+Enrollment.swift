extension YunoClient {
    /// Saves a card for a customer: reads the delegate's customer session on the main actor, shows the card form,
    /// enrolls the card and delivers one `yunoEnrollmentResult(_:)` on the main actor. The detailed outcome
    /// (enrollment status, vaulted token) is the task's value.
    ///
    /// Bad input (a customer session that is not a UUID, a malformed country, no presenter) ends with
    /// ``Yuno/Result/internalError`` and nothing sent.
    @discardableResult
    public func enrollPayment(
        with delegate: any YunoEnrollmentDelegate, showPaymentStatus: Bool = true
    ) -> Task<PaymentOutcome, Never> {
        Task {
            let (rawSession, country, language, viewController) = await MainActor.run {
                (delegate.customerSession, delegate.countryCode, delegate.language, delegate.viewController)
            }
            let session: String
            let request: EnrollmentFlowRequest
            do throws(YunoError) {
                session = try InputValidation.customerSession(rawSession)
                request = EnrollmentFlowRequest(
                    countryCode: try InputValidation.countryCode(country),
                    language: try InputValidation.language(language),
                    presenter: PresenterResolution.presenter(from: viewController),
                    showPaymentStatus: showPaymentStatus)
                if request.presenter == nil { throw .missingPresenter(purpose: "the card form") }
            } catch {
                let outcome = refused(rawSession, error)
                await MainActor.run { delegate.yunoEnrollmentResult(outcome.result) }
                return outcome
            }
            let flow = PaymentFlow(checkoutSession: session, context: context)
            guard await registry.claim(flow) else {
                return refused(session, .flowAlreadyActive(checkoutSession: session))
            }
            let outcome = await flow.runEnrollment(request)
            await registry.release(flow, outcome: outcome)
            await MainActor.run { delegate.yunoEnrollmentResult(outcome.result) }
            return outcome
        }
    }
}
