import Foundation

/// The actor that owns one payment flow's state, from validation to its single result.
///
/// A ``YunoClient`` creates one per started flow and drives it; apps observe it through ``state``. The flow is an
/// explicit state machine (``FlowState``): an illegal move is a typed error, and state is re-checked after every
/// suspension because actor methods are reentrant. `finished` is terminal, so a flow delivers exactly one result.
///
/// Isolation: its own actor. Presenter calls hop to the main actor; requests run on the transport.
public actor PaymentFlow {
    /// The checkout session the flow pays.
    public nonisolated let checkoutSession: String
    /// The idempotency key of this flow's payment creation: one per flow, reused by every retry.
    nonisolated let idempotencyKey: String
    private let context: FlowContext
    private var machine = FlowStateMachine()
    private var payment: Payment?

    /// Where the flow is now.
    public var state: FlowState { machine.state }

    init(checkoutSession: String, context: FlowContext) {
        self.checkoutSession = checkoutSession
        self.context = context
        self.idempotencyKey = context.options.makeIdempotencyKey()
    }

    // MARK: Seamless Lite (SPEC §4.1)

    /// Runs the Seamless Lite flow to its end and returns its outcome; never throws, never returns twice.
    func runSeamless(_ request: SeamlessRequest) async -> PaymentOutcome {
        let outcome: PaymentOutcome
        do {
            outcome = try await seamlessSteps(request)
        } catch {
            outcome = failureOutcome(error)
        }
        return await finish(with: outcome, presenter: request.presenter, showStatus: request.showPaymentStatus)
    }

    private func seamlessSteps(_ request: SeamlessRequest) async throws(YunoError) -> PaymentOutcome {
        let api = context.api
        try advance(to: .validating)
        try advance(to: .loadingPaymentMethods)
        await showLoader(request.presenter)
        let methods = try await api.paymentMethods(session: checkoutSession)
        try ensureOffered(request, in: methods)

        var card: CardDetails?
        var saveCard = false
        if request.needsCardForm, let presenter = request.presenter {
            try advance(to: .collectingCard)
            await hideLoader(request.presenter)
            (card, saveCard) = try await collectCard(with: presenter, language: request.language)
            await showLoader(request.presenter)
        }

        try advance(to: .tokenizing)
        let tokenRequest = TokenRequest(
            paymentMethod: .init(
                type: request.paymentMethodType, vaultOnSuccess: saveCard, vaultedToken: request.vaultedToken,
                card: card.map(Self.tokenCard)))
        card = nil  // The CVC lives only until the token exists.
        let token = try await api.createToken(session: checkoutSession, request: tokenRequest)
        context.logger.log(.debug, "[\(checkoutSession)] token created for \(token.type)")

        try advance(to: .creatingPayment)
        var payment = try await api.createSeamlessPayment(
            session: checkoutSession,
            request: .init(paymentMethod: .init(token: token.token, type: token.type, vaultOnSuccess: saveCard)),
            idempotencyKey: idempotencyKey)
        self.payment = payment  // Recorded before the re-check: a cancelled flow still reports the payment it made.
        try recheck()
        context.logger.log(.info, "[\(checkoutSession)] payment \(payment.id) \(payment.status.rawValue)")

        while payment.needsSDKAction {
            payment = try await runAction(of: payment, presenter: request.presenter)
            self.payment = payment
        }
        return PaymentOutcome(
            result: payment.status.result, checkoutSession: checkoutSession, paymentID: payment.id,
            status: payment.status, subStatus: payment.subStatus)
    }

    // MARK: Steps

    private func ensureOffered(_ request: SeamlessRequest, in methods: [PaymentMethodInfo]) throws(YunoError) {
        if let vaulted = request.vaultedToken {
            guard methods.contains(where: { $0.vaultedToken == vaulted && $0.type == request.paymentMethodType })
            else { throw .vaultedTokenNotAvailable }
        } else if !methods.contains(where: { $0.type == request.paymentMethodType && $0.vaultedToken == nil }) {
            throw .paymentMethodNotAvailable(request.paymentMethodType)
        }
    }

    /// Shows the card form until the shopper submits a valid card or cancels.
    private func collectCard(
        with presenter: any YunoPresenter, language: YunoLanguage
    ) async throws(YunoError) -> (CardDetails, Bool) {
        let config = context.config
        let now = context.options.now
        let form = await MainActor.run {
            CardForm(
                configuration: .init(
                    hidesCardholderName: config.hideCardholderName, showsSaveCard: config.saveCardEnabled,
                    formType: config.cardFormType, language: language),
                now: now)
        }
        for _ in 0..<Self.maximumFormAttempts {
            let outcome = try await MainActorPresentation.run(
                { await presenter.presentCardForm(form) }, dismiss: { presenter.dismissPresentedUI() })
            try recheck()
            guard outcome == .submitted else { throw .cancelled }
            let submission = await MainActor.run { (form.submit(), form.saveCard && config.saveCardEnabled) }
            switch submission.0 {
            case .success(let card): return (card, submission.1)
            case .failure(let error): context.logger.log(.debug, "[\(checkoutSession)] card form invalid: \(error)")
            }
        }
        throw .invalidCard(await MainActor.run { form.submit().failureValue } ?? CardFormError(fieldErrors: [:]))
    }

    /// Runs the SDK action a created payment needs and returns the payment after it.
    private func runAction(of payment: Payment, presenter: (any YunoPresenter)?) async throws(YunoError) -> Payment {
        guard let action = payment.action, action.type == "THREE_D_SECURE", let threeDS = action.threeDSecure,
            let url = URL(string: threeDS.challengeUrl)
        else { throw .unsupportedAction(payment.action?.type ?? "unknown") }
        guard let presenter else { throw .missingPresenter(purpose: "the 3DS challenge") }

        try advance(to: .authenticating)
        await hideLoader(presenter)
        let challenge = ThreeDSChallenge(
            paymentID: payment.id, transactionID: threeDS.transactionId, challengeURL: url,
            timeout: max(context.options.challengeTimeout, YunoClient.Options.minimumChallengeTimeout))
        let answer = try await present(challenge, with: presenter)
        context.logger.log(.info, "[\(checkoutSession)] 3DS challenge \(answer.rawValue)")
        await showLoader(presenter)
        _ = try await context.api.submitThreeDSResult(
            session: checkoutSession,
            request: .init(transactionId: threeDS.transactionId, result: Self.wireValue(of: answer)))
        try advance(to: .readingStatus)
        let final = try await context.api.sessionPayment(session: checkoutSession)
        try recheck()
        return final
    }

    /// Shows the challenge until the shopper answers, the timeout passes (→ abandoned) or the task is cancelled.
    private func present(
        _ challenge: ThreeDSChallenge, with presenter: any YunoPresenter
    ) async throws(YunoError) -> ThreeDSChallengeOutcome {
        let sleep = context.options.sleep
        let race = await withTaskGroup(of: ChallengeRace.self) { group in
            group.addTask {
                do {
                    return .answered(
                        try await MainActorPresentation.run(
                            { await presenter.presentThreeDSChallenge(challenge) },
                            dismiss: { presenter.dismissPresentedUI() }))
                } catch {
                    return .cancelled
                }
            }
            group.addTask {
                do {
                    try await sleep(challenge.timeout)
                    return .timedOut
                } catch {
                    return .cancelled
                }
            }
            let first = await group.next() ?? .cancelled
            group.cancelAll()
            return first
        }
        try recheck()
        switch race {
        case .answered(let outcome): return outcome
        case .timedOut: return .abandoned
        case .cancelled: throw .cancelled
        }
    }

    // MARK: Ending

    private func failureOutcome(_ error: YunoError) -> PaymentOutcome {
        let result: Yuno.Result = error == .cancelled ? .userCancelled : .internalError
        let level: YunoLogger.Level = error == .cancelled ? .info : .error
        context.logger.log(level, "[\(checkoutSession)] flow ended: \(error)")
        return PaymentOutcome(
            result: result, checkoutSession: checkoutSession, paymentID: payment?.id, status: payment?.status,
            subStatus: payment?.subStatus, error: error)
    }

    /// Moves to `finished` (the only way there), shows the status screen when asked and hides the loader.
    private func finish(
        with outcome: PaymentOutcome, presenter: (any YunoPresenter)?, showStatus: Bool
    ) async -> PaymentOutcome {
        let screenWanted = showStatus && outcome.result != .userCancelled && !Task.isCancelled
        if let presenter, screenWanted, (try? machine.move(to: .presentingStatus)) != nil {
            let screen = PaymentStatusScreen(
                result: outcome.result, status: outcome.status, subStatus: outcome.subStatus,
                paymentID: outcome.paymentID, amount: payment?.amount?.value, currency: payment?.amount?.currency,
                date: payment.map { _ in context.options.now() })
            await hideLoader(presenter)
            _ = try? await MainActorPresentation.run(
                { await presenter.presentPaymentStatus(screen) }, dismiss: { presenter.dismissPresentedUI() })
        }
        try? machine.move(to: .finished(outcome.result))
        if !context.config.keepLoader { await hideLoader(presenter) }
        context.logger.log(.info, "[\(checkoutSession)] \(outcome)")
        return outcome
    }

    // MARK: Helpers

    /// Moves the state machine, after checking that the flow is still wanted.
    private func advance(to next: FlowState) throws(YunoError) {
        try recheck()
        try machine.move(to: next)
    }

    /// Re-checks after a suspension: a cancelled task or a finished flow stops here.
    private func recheck() throws(YunoError) {
        if Task.isCancelled { throw .cancelled }
        if machine.isFinished { throw .illegalTransition(from: machine.state.description, to: "continue") }
    }

    private func showLoader(_ presenter: (any YunoPresenter)?) async {
        guard let presenter else { return }
        await presenter.showLoader()
    }

    private func hideLoader(_ presenter: (any YunoPresenter)?) async {
        guard let presenter else { return }
        await presenter.hideLoader()
    }

    private static let maximumFormAttempts = 20

    private static func tokenCard(_ card: CardDetails) -> TokenRequest.Card {
        TokenRequest.Card(
            number: card.number, expirationMonth: card.expirationMonth, expirationYear: card.expirationYearTwoDigits,
            securityCode: card.securityCode, holderName: card.holderName)
    }

    private static func wireValue(of outcome: ThreeDSChallengeOutcome) -> String {
        switch outcome {
        case .authenticated: "AUTHENTICATED"
        case .failed: "NOT_AUTHENTICATED"
        case .abandoned: "ABANDONED"
        }
    }
}

extension Result {
    fileprivate var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
