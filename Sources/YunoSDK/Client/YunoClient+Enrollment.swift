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
        Task { @MainActor in
            await runEnrollment(with: delegate, showPaymentStatus: showPaymentStatus, presenter: nil)
        }
    }

    /// Render-mode enrollment: the card form is handed to the merchant (``YunoEnrollmentRenderFlow/formView(with:)``)
    /// instead of being presented, and the merchant's ``YunoEnrollmentRenderFlow/submitForm()`` enrolls it. The
    /// enrollment starts at once; its single result goes to the delegate's `yunoEnrollmentResult(_:)` and its
    /// detailed outcome is the returned flow's ``YunoEnrollmentRenderFlow/task``. Bad input ends it at once with
    /// ``Yuno/Result/internalError`` and nothing sent.
    @MainActor
    public func startEnrollmentRender(with delegate: any YunoEnrollmentDelegate) -> YunoEnrollmentRenderFlow {
        YunoEnrollmentRenderFlow(client: self, refusal: nil, delegate: delegate)
    }

    /// The enrollment flow of ``enrollPayment(with:showPaymentStatus:)``, drawn through `override` when given (render
    /// mode) instead of the delegate's view controller.
    nonisolated(nonsending) func runEnrollment(
        with delegate: any YunoEnrollmentDelegate, showPaymentStatus: Bool, presenter override: (any YunoPresenter)?
    ) async -> PaymentOutcome {
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
                    showPaymentStatus: showPaymentStatus,
                    didSelectMethod: { type in
                        await MainActor.run {
                            delegate.yunoDidSelect(enrollmentMethod: SelectedEnrollmentMethod(paymentMethodType: type))
                        }
                    })
                let resolved = PresenterResolution.presenter(
                    from: viewController, language: request.language, screens: nativeScreens)
                guard let presenter = override ?? resolved else {
                    throw .missingPresenter(purpose: "the card form")
                }
                return FlowStart(
                    session: session, presenter: presenter, showsStatus: showPaymentStatus,
                    work: .enrollment(request))
            },
            deliver: { outcome in delegate.yunoEnrollmentResult(outcome.result) })
    }
}
