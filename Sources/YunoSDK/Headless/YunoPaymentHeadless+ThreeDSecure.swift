import Foundation

extension YunoPaymentHeadless {
    /// Continues the card payment the merchant's server created from this client's one-time token (Yuno 2.18's
    /// headless 3-D Secure): reads the session's payment, opens its 3DS challenge when it has one (the bank's page,
    /// with the payment's `callback_url` as the way back) and reports what the backend holds once it ends.
    ///
    /// `onResult` runs on the main actor: ``Yuno/Result/processing`` first, at once, then exactly one final result
    /// (which is `processing` again when the backend still waits, for example on the bank). CARD payments only: a
    /// payment of another method ends ``Yuno/Result/internalError`` with its status read. The flow claims the
    /// session like any flow: a second continuation while one runs is refused (its own single result says so).
    ///
    /// - Parameters:
    ///   - presenter: The UI that opens the bank's page; `nil` uses the SDK's own screens where the platform has
    ///     them (over the foreground scene on iOS). Without either, a payment that needs a challenge ends
    ///     `internalError` (``YunoError/missingPresenter(purpose:)``) with its status read.
    ///   - language: The language of the SDK's own screens (`nil`: the device's).
    ///   - onResult: The results, on the main actor.
    public func continueCardPayment(
        presenter: (any YunoPresenter)? = nil, language: String? = nil,
        onResult: @escaping @MainActor @Sendable (Yuno.Result) -> Void
    ) {
        Task { @MainActor in
            onResult(.processing)
            _ = await continuePayment(presenter: presenter, language: language, deliver: { onResult($0.result) })
        }
    }

    /// ``continueCardPayment(presenter:language:onResult:)`` awaited: the detailed outcome of the continued payment
    /// (its backend status and payment id; the typed error when it failed).
    nonisolated(nonsending) public func continueCardPayment(
        presenter: (any YunoPresenter)? = nil, language: String? = nil
    ) async -> PaymentOutcome {
        await continuePayment(presenter: presenter, language: language, deliver: { _ in })
    }

    /// Where the session's payment waits for its 3-D Secure challenge: the bank's page. Yuno's earlier headless API,
    /// kept so merchants' code compiles; the merchant opens the page and then reads the payment's status on its
    /// server (the page's return link says nothing to trust).
    ///
    /// - Throws: ``YunoError/invalidCheckoutSession(_:)`` or ``YunoError/checkoutSessionMismatch(expected:given:)``
    ///   (nothing sent); ``YunoError/paymentNotCreated`` when the session has no payment;
    ///   ``YunoError/noChallengePending(status:)`` when its payment waits on no challenge;
    ///   ``YunoError/unsupportedAction(_:)`` for a page that is not https; ``YunoError/missingCallbackURL`` for a
    ///   payment with no way back; the request's errors.
    @available(*, deprecated, message: "Use continueCardPayment(onResult:): it opens the page and reads the result.")
    public func getThreeDSecureChallenge(checkoutSession: String) async throws(YunoError)
        -> ThreeDSecureChallengeResponse
    {
        let named = try InputValidation.checkoutSession(checkoutSession)
        guard named == self.checkoutSession else {
            throw .checkoutSessionMismatch(expected: self.checkoutSession, given: named)
        }
        if Task.isCancelled { throw .cancelled }
        let payment: Payment
        do throws(YunoError) {
            payment = try await client.context.api.sessionPayment(session: named)
        } catch {
            throw error.httpStatus == 404 ? .paymentNotCreated : error
        }
        guard payment.waitsOnChallenge,
            case .threeDSecure(let transactionID, let url, let callback) = try SDKAction(of: payment)
        else { throw .noChallengePending(status: payment.status.rawValue) }
        return ThreeDSecureChallengeResponse(type: "URL", url: url, transactionID: transactionID, callbackURL: callback)
    }

    /// The one start path for a continued card payment (``YunoClient/launch(session:prepare:deliver:)``).
    private nonisolated(nonsending) func continuePayment(
        presenter override: (any YunoPresenter)?, language: String?,
        deliver: @escaping @MainActor @Sendable (PaymentOutcome) -> Void
    ) async -> PaymentOutcome {
        let client = self.client
        let session = checkoutSession
        let screens = client.nativeScreens
        return await client.launch(
            session: session,
            prepare: { () throws(YunoError) in
                let resolved = try InputValidation.language(language)
                let presenter =
                    override ?? PresenterResolution.presenter(from: nil, language: resolved, screens: screens)
                return FlowStart(
                    session: session, presenter: presenter, showsStatus: false, work: .cardContinuation)
            }, deliver: deliver)
    }
}
