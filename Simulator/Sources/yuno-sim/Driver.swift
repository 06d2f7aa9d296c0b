import Foundation
@_spi(Simulation) import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// Drives one flow the way a client app does (public API only), with the spec's interference around it.
struct Driver: Sendable {
    let client: YunoClient
    let merchant: MerchantBackend
    let sandbox: YunoSandbox
    let monitor: Monitor
    let executor: SimExecutor
    let book: Book
    let outages: ReadOutages
    let lostAnswers: LostAnswers
    let readCancels: ReadBackCancels
    let unenrolls: UnenrollWatch

    static let card = SelectedPaymentMethod(paymentMethodType: "CARD")
    static let nuPay = SelectedPaymentMethod(paymentMethodType: "NU_PAY")

    /// The offset of a second start's flow index.
    static let secondStart = 1_000_000

    func drive(_ spec: FlowSpec) async {
        // The kinds that need a customer make their own sessions (a customer's, or a checkout session with a card).
        switch spec.kind {
        case .headlessEnroll, .unenroll:
            nameTask(spec, "driver")
            await FlowTag.$index.withValue(spec.index) {
                if spec.kind == .unenroll { await unenroll(spec) } else { await headlessEnroll(spec) }
            }
            return
        default: break
        }
        guard let session = await makeSession(spec) else { return }
        monitor.key(spec.idempotencyKey, owner: spec.index)
        monitor.key(spec.secondIdempotencyKey, owner: Self.secondStart + spec.index)
        nameTask(spec, "driver")
        await FlowTag.$index.withValue(spec.index) { await run(spec, session) }
    }

    /// Names the running task for `--trace` (`flow 12 seamless/challengeApproved: start`); free without it.
    func nameTask(_ spec: FlowSpec, _ role: @autoclosure () -> String) {
        executor.nameCurrentTask("flow \(spec.index) \(spec.kind.rawValue)/\(spec.plan): \(role())")
    }

    private func run(_ spec: FlowSpec, _ session: String) async {
        switch spec.kind {
        case .seamless, .readBackCancel: await seamless(spec, session)
        case .headlessChallenge: await headlessChallenge(spec, session)
        case .headlessEnroll, .unenroll: break  // `drive`.
        case .lite, .full: await lite(spec, session)
        case .render: await Self.render(spec, session, self)
        case .enrollment: await enrollment(spec, session)
        case .headless: await headless(spec, session)
        case .facadeSeamless, .facadeLite, .facadeBurst:
            // A well-behaved app waits for the facade's previous flow; one with a second start does not.
            let waits = spec.secondStartAfterYields == nil
            if waits { await book.takeFacadeTurn() }
            switch spec.kind {
            case .facadeLite: await facadeLite(spec, session)
            case .facadeBurst: await facadeBurst(spec, session)
            default: await facadeSeamless(spec, session)
            }
            if waits {
                // The facade forgets its flow a turn after the result: let it, so the next start is not refused.
                for _ in 0..<100 where await MainActor.run(body: { Yuno.activeFacadeSession }) != nil {
                    try? await executor.sleep(for: .milliseconds(1))
                }
                await book.endFacadeTurn()
            }
        }
    }

    // MARK: Setup

    /// The merchant's server makes the session (a customer session for an enrollment); its requests draw faults
    /// too, so it tries a few times. `nil`: no session, no flow (not a finding).
    func makeSession(_ spec: FlowSpec) async -> String? {
        for attempt in 0..<6 {
            do {
                if spec.kind == .enrollment {
                    let customer = try await merchant.createCustomer(
                        merchantCustomerID: "sim-customer-\(spec.index)-\(attempt)", country: "CO")
                    return try await merchant.createCustomerSession(customerID: customer.id, country: "CO")
                        .customerSession
                }
                return try await merchant.createCheckoutSession(
                    amount: 120, currency: "COP", country: "CO", callbackURL: "\(callbackScheme)://return",
                    merchantOrderID: "sim-order-\(spec.index)-\(attempt)"
                ).checkoutSession
            } catch {
                continue
            }
        }
        return nil
    }

    func label(_ spec: FlowSpec, second: Bool = false) -> String {
        var text = "\(second ? "second start of " : "")\(spec.kind.rawValue)/\(spec.plan)#\(spec.index)"
        if let cancellation = spec.cancellation { text += " cancel=\(cancellation)" }
        if spec.configChangeAfterYields != nil { text += " config-change" }
        if spec.earlyContinueAfterYields != nil { text += " early-continue" }
        if spec.secondStartAfterYields != nil, !second { text += " second-start" }
        if spec.windowStarts, !second { text += " window-starts" }
        return text
    }

    func expected(_ spec: FlowSpec) -> Yuno.Result? { spec.perturbed ? nil : spec.plan.expected }

    /// `readBackCancel`: the payment creation's answers are lost (every attempt: the write is undecided) and the
    /// first `k - 1` reads of the payment too, so the app's cancel lands when the SDK sends the `k`-th read.
    private func armReadBackCancel(_ spec: FlowSpec, _ session: String) {
        guard let read = spec.readBackCancelAt else { return }
        // Every attempt's answer lost: a dropped connection, or a gateway's 503 or 429 (the write landed anyway).
        let loss: LostAnswers.Loss = [.dropped, .status(503), .status(429)][spec.index % 3]
        lostAnswers.lose(3, of: .paymentCreation, on: session, as: loss)
        if read > 1 { outages.lose(reads: read - 1, of: session) }
        readCancels.arm(session, atRead: read)
    }

    /// The shopper of flow `index` (the spec's own, or a second start's) on `session`: the plan's script, answering
    /// the sandbox's bank at a challenge; the page-hang plan and lost read-backs arm their read outages.
    @MainActor
    func presenter(_ spec: FlowSpec, _ session: String, index: Int? = nil, second: Bool = false) -> SimPresenter
    {
        let presenter = SimPresenter(
            spec.plan.customer(bank: sandbox), monitor: monitor, cancelAt: second ? nil : spec.cancellation?.screen,
            thinkTime: second ? .zero : spec.thinkTime)
        presenter.flowIndex = index ?? spec.index
        presenter.session = session
        let (outages, executor) = (outages, executor)
        if spec.plan == .challengeApprovedPageHangs {
            // The page never comes back, and every read fails until the challenge's time is over: only the
            // timeout ends the wait (the SDK scheduled it at this virtual instant), and the read after it finds
            // what the bank decided.
            presenter.pageHangs = true
            presenter.onChallengeShown = { challenge in
                outages.loseReads(of: session, until: executor.now + challenge.timeout)
            }
        }
        if spec.losesReadBacks {
            presenter.beforeChallengeAnswer = { outages.lose(reads: ReadOutages.lostReads, of: session) }
        }
        return presenter
    }

    /// A task that reports a stuck flow once its virtual deadline passed; cancel it when the flow ends.
    func watchdog(_ index: Int, finishing sink: AsyncStream<Yuno.Result>.Continuation? = nil) -> Task<
        Void, Never
    > {
        let (monitor, executor) = (monitor, executor)
        return Task {
            executor.nameCurrentTask("flow \(index): watchdog")
            do { try await executor.sleep(for: monitor.deadline) } catch { return }
            monitor.deadlinePassed(index)
            sink?.finish()
        }
    }

    // MARK: Interference

    /// What the app does around a running flow: cancels it (task or `cancelFlow`, after seeded turns or at a
    /// screen), sends a stray deep link, continues early, changes the configuration, starts the session twice.
    /// Returns when every such action is done (the flow itself may still run).
    func interfere(
        _ spec: FlowSpec, _ session: String, presenter: SimPresenter?, cancelTask: (@Sendable () -> Void)?,
        secondStart: (@Sendable () async -> Void)?
    ) async {
        let (client, monitor) = (client, monitor)
        let cancelFlow: @Sendable () async -> Void = { _ = await client.cancelFlow(checkoutSession: session) }
        if let presenter, let screen = spec.cancellation?.screen {
            let useTask = if case .taskAt = spec.cancellation { true } else { false }
            await MainActor.run {
                presenter.onCancelPoint = {
                    if useTask, let cancelTask { cancelTask() } else { Task { await cancelFlow() } }
                }
            }
            _ = screen  // Reached in the presenter: `SimPresenter.cancelAt`.
        }
        await withTaskGroup(of: Void.self) { group in
            switch spec.cancellation {
            case .task(let turns):
                group.addTask {
                    nameTask(spec, "interference (cancel)")
                    await Self.yield(turns)
                    if let cancelTask { cancelTask() } else { await cancelFlow() }
                }
            case .cancelFlow(let turns):
                group.addTask {
                    nameTask(spec, "interference (cancelFlow)")
                    await Self.yield(turns)
                    await cancelFlow()
                }
            default: break
            }
            if let turns = spec.strayDeepLinkAfterYields {
                group.addTask {
                    nameTask(spec, "interference (stray deep link)")
                    await Self.yield(turns)
                    let url = URL(string: "\(callbackScheme)://return?checkout_session=\(session)")!
                    let accepted = await MainActor.run { client.receiveDeeplink(url) }
                    // Only a 3DS page waits for a link (its way back); a card flow without one must refuse it.
                    monitor.record(.deepLink(session: session, accepted: accepted, awaited: spec.plan.challenges))
                    if accepted, spec.plan.challenges {
                        // A 3DS page's return link: the flow stops waiting and reads the payment, which may still
                        // wait on the bank (processing) — the plan's result no longer holds.
                        monitor.loosen(spec.index)
                    }
                }
            }
            if let turns = spec.earlyContinueAfterYields {
                group.addTask {
                    nameTask(spec, "interference (early continue)")
                    await Self.yield(turns)
                    try? await client.continuePayment(checkoutSession: session)
                }
            }
            if let turns = spec.configChangeAfterYields {
                group.addTask {
                    nameTask(spec, "interference (config change)")
                    await Self.yield(turns)
                    await MainActor.run { Yuno.config.saveCardEnabled.toggle() }
                }
            }
            if let turns = spec.secondStartAfterYields, let secondStart {
                group.addTask {
                    nameTask(spec, "second start")
                    await Self.yield(turns)
                    await secondStart()
                }
            }
            // The flow object must be gone after the run: keep it weakly, once it holds its session.
            let book = book
            group.addTask {
                nameTask(spec, "interference (flow object watch)")
                await Self.yield(spec.continueAfterYields)
                if let flow = await client.activeFlow(forCheckoutSession: session) {
                    await MainActor.run { book.flowObjects.append(WeakFlow(flow: flow)) }
                }
            }
        }
    }

    static func yield(_ turns: Int) async {
        for _ in 0..<turns { await Task.yield() }
    }

    /// The bank of a redirect payment: approves it, then returns the shopper through the deep link (the flow must
    /// take it: it waits for one). Retries on virtual time if the flow does not wait yet.
    private func bank(_ spec: FlowSpec, _ session: String, facade: Bool) async {
        nameTask(spec, "bank")
        await Self.yield(spec.bankAfterYields)
        guard let payment = await sandbox.payment(forCheckoutSession: session) else { return }
        try? await sandbox.completeRedirect(paymentID: payment.paymentID, approved: true)
        let url = URL(string: "\(callbackScheme)://return?checkout_session=\(session)")!
        let client = client
        for _ in 0..<5 {
            let accepted = await MainActor.run {
                facade ? Yuno.receiveDeeplink(url) : client.receiveDeeplink(url)
            }
            monitor.record(.deepLink(session: session, accepted: accepted, awaited: true))
            if accepted { return }
            do { try await executor.sleep(for: .seconds(1)) } catch { return }
        }
    }

    // MARK: Seamless

    /// A Seamless start's parameters and method; a redirect plan's bank is armed to act once the page opens.
    private func seamlessStart(
        _ spec: FlowSpec, _ session: String, presenter: SimPresenter, facade: Bool
    ) async -> (SeamlessParams, SelectedPaymentMethod) {
        let params = SeamlessParams(
            checkoutSession: session, countryCode: "CO", language: "es", viewController: presenter)
        guard spec.plan == .redirectApproved else { return (params, Self.card) }
        let driver = self
        await MainActor.run { presenter.onRedirect = { Task { await driver.bank(spec, session, facade: facade) } } }
        return (params, Self.nuPay)
    }

    private func seamless(_ spec: FlowSpec, _ session: String) async {
        armReadBackCancel(spec, session)
        let presenter = await presenter(spec, session)
        let window = await armWindowStarts(spec, presenter) { index in
            let other = await self.presenter(spec, session, index: index, second: true)
            await self.startSeamless(spec, session, index: index, presenter: other, second: true)
        }
        await startSeamless(spec, session, index: spec.index, presenter: presenter, second: false)
        await window.join()
    }

    /// Arms `presenter` to fire ``FlowSpec/windowStarts``' second starts, each from a detached task (a background
    /// caller) tagged with its own flow number; `start` runs one. Returns what to join once the first flow ended.
    @MainActor
    private func armWindowStarts(
        _ spec: FlowSpec, _ presenter: SimPresenter, start: @escaping @Sendable (Int) async -> Void
    ) -> WindowStarts {
        let (window, executor) = (WindowStarts(), executor)
        guard spec.windowStarts else { return window }
        let fire: @Sendable (Int) -> Void = { index in
            window.add(
                Task.detached {
                    executor.nameCurrentTask("flow \(spec.index): window start \(index)")
                    await FlowTag.$index.withValue(index) { await start(index) }
                })
        }
        // Two with the first start, from background tasks of their own: all three race for the claim.
        fire(Self.windowStart(4, spec.index))
        fire(Self.windowStart(5, spec.index))
        // Two at once right after the claim (the first loader is shown in the claim's turn), and a tapper who keeps
        // trying from a background task until the first flow's result is out: its first try after a release lands
        // in any gap the SDK leaves between the release and the delivery.
        let monitor = monitor
        presenter.onClaim = {
            fire(Self.windowStart(0, spec.index))
            fire(Self.windowStart(1, spec.index))
            window.add(
                Task.detached {
                    executor.nameCurrentTask("flow \(spec.index): retrying tapper")
                    for attempt in 0..<Self.tapperAttempts where !monitor.hasResult(spec.index) {
                        await Self.yield(2)
                        let index = (20 + attempt) * Self.secondStart + spec.index
                        await FlowTag.$index.withValue(index) { await start(index) }
                    }
                })
        }
        // At each of the first two `hideLoader`s (the flow's last comes between release and delivery): one from a
        // background task, and one from a main-actor task made in this very turn — the only kind of start that can
        // land between a release and a delivery the SDK split into two main-actor turns.
        var hides = 0
        presenter.onHideLoader = {
            guard hides < 2 else { return }
            hides += 1
            fire(Self.windowStart(1 + hides, spec.index))
            let index = Self.windowStart(5 + hides, spec.index)
            window.add(
                Task { @MainActor in
                    executor.nameCurrentTask("flow \(spec.index): window start \(index) (main actor)")
                    await FlowTag.$index.withValue(index) { await start(index) }
                })
        }
        return window
    }

    /// How many times the retrying tapper tries at most.
    static let tapperAttempts = 24

    /// The flow number of flow `index`'s window start number `k` (0…7).
    static func windowStart(_ k: Int, _ index: Int) -> Int { (2 + k) * secondStart + index }

    private func startSeamless(
        _ spec: FlowSpec, _ session: String, index: Int, presenter: SimPresenter, second: Bool
    ) async {
        let (client, monitor) = (client, monitor)
        let (params, method) = await seamlessStart(spec, session, presenter: presenter, facade: false)
        monitor.started(
            index, label: label(spec, second: second), session: session, expected: second ? nil : expected(spec),
            mayBeRefused: second, channel: spec.entry == 0 ? .returnValue : .mainActor)
        let dog = watchdog(index)
        let task: Task<Void, Never>
        switch spec.entry {
        case 0:
            task = Task {
                nameTask(spec, second ? "second start \(index)" : "start")
                let outcome = await client.seamlessPayment(with: params, paymentSelected: method)
                monitor.outcome(index, outcome)
                monitor.result(
                    index, outcome.result, via: "seamlessPayment's return", mustBeOnMain: false,
                    unknownOutcome: outcome.error?.code == .outcomeUnknown)
            }
        case 1:
            task = client.startPaymentSeamlessLite(with: params, paymentSelected: method) { result in
                monitor.result(index, result, via: "the callback", mustBeOnMain: true)
            }
        default:
            let (_, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
            let delegate = SimPaymentDelegate(
                index: index, session: session, monitor: monitor, presenter: presenter, merchantStep: nil,
                results: sink)
            task = Task {
                nameTask(spec, second ? "second start \(index)" : "start")
                _ = await client.startPaymentSeamlessLite(delegate: delegate, paymentSelected: method)
            }
        }
        if !second, spec.readBackCancelAt != nil {
            // Set before the flow's task runs (no suspension since its creation): its first read comes later.
            let byTask = spec.readBackCancelByTask
            readCancels.setAction(session) {
                if byTask { task.cancel() } else { Task { _ = await client.cancelFlow(checkoutSession: session) } }
            }
        }
        if !second {
            let driver = self
            await interfere(
                spec, session, presenter: presenter, cancelTask: { task.cancel() },
                secondStart: {
                    let other = await driver.presenter(spec, session, index: Self.secondStart + index, second: true)
                    await FlowTag.$index.withValue(Self.secondStart + index) {
                        await driver.startSeamless(
                            spec, session, index: Self.secondStart + index, presenter: other, second: true)
                    }
                })
        }
        await task.value
        monitor.delivered(index, by: "the Seamless start")
        dog.cancel()
    }

    // MARK: Lite and Full

    private func lite(_ spec: FlowSpec, _ session: String) async {
        let presenter = await presenter(spec, session)
        let window = await armWindowStarts(spec, presenter) { index in
            await self.startLite(spec, session, index: index, second: true)
        }
        await startLite(spec, session, index: spec.index, second: false, presenter: presenter)
        await window.join()
    }

    private func startLite(
        _ spec: FlowSpec, _ session: String, index: Int, second: Bool, presenter given: SimPresenter? = nil
    ) async {
        let (client, monitor) = (client, monitor)
        var presenter = given
        if presenter == nil { presenter = await self.presenter(spec, session, index: index, second: second) }
        guard let presenter else { return }
        let (_, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
        let step = MerchantStep(
            merchant: merchant, monitor: monitor,
            idempotencyKey: second ? spec.secondIdempotencyKey : spec.idempotencyKey, turns: spec.continueAfterYields,
            proceed: { try? await client.continuePayment(checkoutSession: session) })
        let delegate = SimPaymentDelegate(
            index: index, session: session, monitor: monitor, presenter: presenter, merchantStep: step, results: sink)
        monitor.started(
            index, label: label(spec, second: second), session: session, expected: second ? nil : expected(spec),
            mayBeRefused: second, channel: .mainActor)
        let dog = watchdog(index)
        let task: Task<PaymentOutcome, Never>?
        if spec.kind == .full {
            task = await Self.startFull(client: client, delegate: delegate)
            if task == nil {
                // No list (its request failed) or no card row: the app cannot start; nothing is owed.
                monitor.forget(index)
            }
        } else {
            task = client.startPaymentLite(with: delegate, paymentSelected: Self.card)
        }
        guard let task else {
            dog.cancel()
            return
        }
        if !second {
            let driver = self
            await interfere(
                spec, session, presenter: presenter, cancelTask: { task.cancel() },
                secondStart: {
                    await FlowTag.$index.withValue(Self.secondStart + index) {
                        await driver.startLite(spec, session, index: Self.secondStart + index, second: true)
                    }
                })
        }
        monitor.outcome(index, await task.value)
        monitor.delivered(index, by: "the Lite/Full flow's task")
        dog.cancel()
    }

    /// Full checkout as an app does it: the list, the shopper's selection, then `startPayment`.
    @MainActor
    private static func startFull(client: YunoClient, delegate: SimPaymentDelegate) async -> Task<
        PaymentOutcome, Never
    >? {
        // The list is the app's screen, not the flow: its request names no flow (the flow starts at `startPayment`).
        let list = await FlowTag.$index.withValue(nil) { await client.getPaymentMethodViewAsync(delegate: delegate) }
        guard let item = list.items.first(where: { $0.paymentMethodType == "CARD" }) else { return nil }
        list.select(item)
        return try? client.startPayment(with: delegate)
    }

    // MARK: Render

    @MainActor
    private static func render(_ spec: FlowSpec, _ session: String, _ driver: Driver) async {
        let (client, monitor) = (driver.client, driver.monitor)
        let (_, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
        let (created, createdSink) = AsyncStream.makeStream(of: Void.self)
        let step = MerchantStep(
            merchant: driver.merchant, monitor: monitor, idempotencyKey: spec.idempotencyKey, proceed: {})
        let delegate = SimPaymentDelegate(
            index: spec.index, session: session, monitor: monitor, presenter: nil, merchantStep: step, results: sink,
            created: createdSink)
        monitor.started(
            spec.index, label: driver.label(spec), session: session, expected: driver.expected(spec), channel: .mainActor)
        let dog = driver.watchdog(spec.index)
        let flow = client.startPaymentRender(paymentMethodSelected: card, with: delegate)
        let task = flow.task
        Task {
            if let task { monitor.outcome(spec.index, await task.value) }
            createdSink.finish()
        }
        let interference = Task {
            await driver.interfere(spec, session, presenter: nil, cancelTask: { task?.cancel() }, secondStart: nil)
        }
        if let form = await flow.cardForm(paymentMethodSelected: card, with: delegate) {
            if spec.plan == .cancelAtForm {
                // Render mode has no close button of the SDK's: the app cancels the flow.
                _ = await client.cancelFlow(checkoutSession: session)
            } else {
                form.number = spec.plan.card.number
                form.expiry = spec.plan.card.expiry
                form.securityCode = spec.plan.card.securityCode
                form.holderName = spec.plan.card.holderName
                flow.submitForm()
                var iterator = created.makeAsyncIterator()
                if await iterator.next() != nil {
                    await yield(spec.continueAfterYields)
                    if let view = await flow.continuePaymentAction(), case .threeDSChallenge(let challenge) = view.kind
                    {
                        await driver.renderChallenge(spec, session, challenge, view: view)
                    }
                }
            }
        }
        _ = await task?.value
        monitor.delivered(spec.index, by: "the render flow's task")
        await interference.value
        dog.cancel()
    }

    /// The app plays the bank's page of a render flow as its plan says: answers the bank (which moves the payment),
    /// then tells the view how the page ended — or leaves it open for the SDK to close.
    @MainActor
    private func renderChallenge(
        _ spec: FlowSpec, _ session: String, _ challenge: ThreeDSChallenge, view: PaymentActionView
    ) async {
        let transaction = challenge.challengeURL.lastPathComponent
        let answer: YunoSandbox.ChallengeAnswer?
        switch spec.plan {
        case .challengeApproved, .challengeApprovedThenClosed, .challengeApprovedPageHangs:
            let page = try? await sandbox.challengePage(transactionID: transaction)
            answer = page.map { YunoSandbox.ChallengeAnswer.approve(code: $0.code) }
        case .challengeDeclined: answer = .decline
        case .challengeCancelledAtBank: answer = .cancel
        default: answer = nil
        }
        if spec.plan == .challengeApprovedPageHangs {
            outages.loseReads(of: session, until: executor.now + challenge.timeout)
        }
        if spec.losesReadBacks { outages.lose(reads: ReadOutages.lostReads, of: session) }
        var taken = false
        if let answer { taken = (try? await sandbox.answerChallenge(transactionID: transaction, answer)) != nil }
        // Nothing else can end a render flow's wait for the page here (no cancellation, no return link): the SDK
        // reads the outcome only after the app reported the page's end.
        if taken, spec.plan.approvesAtBank, spec.cancellation == nil, spec.strayDeepLinkAfterYields == nil {
            monitor.bankApproved(spec.index)
        }
        switch spec.plan {
        case .challengeIgnored, .challengeApprovedPageHangs: monitor.unansweredChallenge()
        case .challengeApprovedThenClosed, .challengeClosed: view.completeChallenge(.closed)
        default: view.completeChallenge(.returned)
        }
    }

    // MARK: Enrollment

    private func enrollment(_ spec: FlowSpec, _ customerSession: String) async {
        let presenter = await presenter(spec, customerSession)
        let delegate = SimPaymentDelegate(
            index: spec.index, session: customerSession, monitor: monitor, presenter: presenter, merchantStep: nil,
            results: AsyncStream.makeStream(of: Yuno.Result.self).continuation)
        monitor.started(
            spec.index, label: label(spec), session: customerSession, expected: expected(spec), channel: .mainActor)
        let dog = watchdog(spec.index)
        let task = client.enrollPayment(with: delegate)
        await interfere(spec, customerSession, presenter: presenter, cancelTask: { task.cancel() }, secondStart: nil)
        monitor.outcome(spec.index, await task.value)
        monitor.delivered(spec.index, by: "enrollPayment's task")
        dog.cancel()
    }

    // MARK: Headless

    private func headless(_ spec: FlowSpec, _ session: String) async {
        monitor.started(
            spec.index, label: label(spec), session: session, expected: expected(spec), channel: .returnValue)
        let card = spec.plan.card
        let detail = CardData.Detail(
            number: card.number, expirationMonth: 11, expirationYear: 28, securityCode: card.securityCode,
            holderName: card.holderName)
        let data = TokenCollectedData(
            checkoutSession: session, paymentMethod: CollectedData(type: "CARD", card: CardData(detail: detail)))
        var result = Yuno.Result.internalError
        do {
            let api = try client.apiClientPayment(countryCode: "CO", checkoutSession: session)
            let token = try await api.generateToken(data: data)["token"] as? String
            if let token {
                let payment = try await merchant.createPayment(
                    checkoutSession: session, token: token, amount: 120, currency: "COP", country: "CO",
                    idempotencyKey: spec.idempotencyKey)
                result =
                    switch payment.status {
                    case "SUCCEEDED": .succeeded
                    case "DECLINED", "REJECTED": .reject
                    default: .processing
                    }
            }
        } catch {
            monitor.merchantFaulted(session)
        }
        monitor.result(spec.index, result, via: "headless", mustBeOnMain: false)
    }

    // MARK: Facade

    private func facadeSeamless(_ spec: FlowSpec, _ session: String) async {
        let monitor = monitor
        let presenter = await presenter(spec, session)
        let (params, method) = await seamlessStart(spec, session, presenter: presenter, facade: true)
        monitor.started(
            spec.index, label: label(spec), session: session, expected: expected(spec), mayBeRefused: true,
            channel: .returnValue)
        let dog = watchdog(spec.index)
        let index = spec.index
        // A background task, as a plugin's bridge calls the facade.
        let executor = executor
        let task = Task.detached {
            executor.nameCurrentTask("flow \(index) facadeSeamless: start")
            let result = await FlowTag.$index.withValue(index) {
                await Yuno.startPaymentSeamlessLite(with: params, paymentSelected: method)
            }
            monitor.result(index, result, via: "Yuno.startPaymentSeamlessLite's return", mustBeOnMain: false)
        }
        await interfere(spec, session, presenter: presenter, cancelTask: { task.cancel() }, secondStart: nil)
        await task.value
        monitor.delivered(spec.index, by: "Yuno.startPaymentSeamlessLite")
        dog.cancel()
    }

    /// ``FlowKind/facadeBurst``: `burstCallers` background callers (detached tasks, naming no flow, as a plugin's
    /// bridge calls), each making `burstCalls` `Yuno.startPaymentLite` calls back to back on a session of its own.
    /// Every call's delegate records when its call reached the main actor; the facade runs one flow and refuses the
    /// others while it runs; each call owes one result.
    private func facadeBurst(_ spec: FlowSpec, _ first: String) async {
        let (monitor, executor) = (monitor, executor)
        var sessions = [first]
        for caller in 1..<spec.burstCallers {
            var extra = spec
            extra.index = spec.index * 1_000 + caller
            guard let session = await makeSession(extra) else { break }
            sessions.append(session)
        }
        var callers: [[SimPaymentDelegate]] = []
        var waits: [AsyncStream<Yuno.Result>] = []
        var dogs: [Task<Void, Never>] = []
        for (caller, session) in sessions.enumerated() {
            var delegates: [SimPaymentDelegate] = []
            for order in 0..<spec.burstCalls {
                let index = Self.burstFlow(spec.index, caller: caller, call: order)
                let presenter = await presenter(spec, session, index: index, second: order > 0)
                let (results, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
                let step = MerchantStep(
                    merchant: merchant, monitor: monitor, idempotencyKey: "\(spec.idempotencyKey)-\(caller)-\(order)",
                    proceed: { Yuno.continuePayment() })
                monitor.key("\(spec.idempotencyKey)-\(caller)-\(order)", owner: index)
                delegates.append(
                    SimPaymentDelegate(
                        index: index, session: session, monitor: monitor, presenter: presenter, merchantStep: step,
                        results: sink, facadeCall: (caller: spec.index * 100 + caller, order: order)))
                monitor.started(
                    index, label: "facadeBurst/\(spec.plan)#\(spec.index) caller \(caller) call \(order)",
                    session: session, expected: nil, mayBeRefused: true, channel: .mainActor)
                waits.append(results)
                dogs.append(watchdog(index, finishing: sink))
            }
            callers.append(delegates)
        }
        // Every caller at once; each makes its calls back to back (no await between them).
        await withTaskGroup(of: Void.self) { group in
            for (caller, delegates) in callers.enumerated() {
                let id = spec.index * 100 + caller
                group.addTask {
                    await Task.detached {
                        executor.nameCurrentTask("flow \(spec.index) facadeBurst: caller \(id)")
                        for (order, delegate) in delegates.enumerated() {
                            monitor.record(.facadeCall(caller: id, order: order))
                            Yuno.startPaymentLite(with: delegate, paymentSelected: Self.card)
                        }
                    }.value
                }
            }
        }
        for results in waits {
            var iterator = results.makeAsyncIterator()
            _ = await iterator.next()
        }
        for dog in dogs { dog.cancel() }
    }

    /// The flow number of a burst's call.
    static func burstFlow(_ index: Int, caller: Int, call: Int) -> Int {
        10 * secondStart + index * 1_000 + caller * 4 + call
    }

    private func facadeLite(_ spec: FlowSpec, _ session: String) async {
        let monitor = monitor
        let presenter = await presenter(spec, session)
        let (results, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
        let step = MerchantStep(
            merchant: merchant, monitor: monitor, idempotencyKey: spec.idempotencyKey, turns: spec.continueAfterYields,
            proceed: {
                // As plugins do: the facade's `continuePayment`, or the shared client by session (after a
                // configuration change that is a new client: it must still reach the running flow).
                if spec.entry == 0 {
                    Yuno.continuePayment()
                } else {
                    try? await Yuno.sharedClient?.continuePayment(checkoutSession: session)
                }
            })
        let delegate = SimPaymentDelegate(
            index: spec.index, session: session, monitor: monitor, presenter: presenter, merchantStep: step,
            results: sink)
        monitor.started(
            spec.index, label: label(spec), session: session, expected: expected(spec), mayBeRefused: true,
            channel: .mainActor)
        let dog = watchdog(spec.index, finishing: sink)
        // From a background task: the facade queues the start to the main actor.
        await Task.detached { [executor] in
            executor.nameCurrentTask("flow \(spec.index) facadeLite: start")
            Yuno.startPaymentLite(with: delegate, paymentSelected: Self.card)
        }.value
        // The facade keeps the flow's task; the app cancels through `cancelFlow` only.
        await interfere(spec, session, presenter: presenter, cancelTask: nil, secondStart: nil)
        var iterator = results.makeAsyncIterator()
        _ = await iterator.next()
        dog.cancel()
    }
}
