/// The status poll a flow runs while a 3-D Secure page is open: the payment, read on the client's deadline queue
/// with backoff until the backend moves it off the challenge; and, when it has a return scheme, the page's return
/// link, registered with the client's deep links while the page is open.
///
/// Bounded: at most ``maximumPolls`` reads, paced from the client's `statusPollInterval` and growing by half each
/// time up to ``maximumInterval``. A failed read is tried again at the next pause; only the backend's answer ends
/// the watch, or ``stop()``.
///
/// No task waits while the page is open [ours]: a pause is one entry in the client's ``TimeoutQueue`` and a read is
/// a short task started when the entry fires, so a flow parked at its challenge holds this actor and one queue entry
/// (PERFORMANCE.md, "Parked at a 3DS challenge"). A task looping over the pauses held its stack slabs for as long as
/// the page stayed open. The watch keeps a reference to its flow, which holds the client (its API, its deep links)
/// and the session, rather than copies of its own (the API client was a 128-byte struct); and it is the page's
/// whole ``PresentationRival`` (``rival``), whose closures hold the watch alone.
actor ChallengeWatch {
    /// The most reads one challenge makes.
    static let maximumPolls = 40
    /// The longest pause between two reads.
    static let maximumInterval: Duration = .seconds(15)

    /// The flow whose payment is read (through its client's API, for its checkout session).
    private let flow: PaymentFlow
    /// The scheme of the page's return link, registered with the flow's deep links by ``start(answering:)``;
    /// `nil`: no link is awaited.
    private let returnScheme: String?
    private let timeouts: TimeoutQueue
    /// The pause before the next read.
    private var pause: Duration
    private var pollsLeft = ChallengeWatch.maximumPolls
    /// Where a decided payment goes; `nil` before ``start(answering:)`` and once the watch answered or stopped.
    private var answer: PresentationRival<ChallengeWait>.Answer?
    /// The pause waiting in the queue, if any.
    private var pending: TimeoutQueue.ID?
    /// The read in flight, if any.
    private var reading: Task<Void, Never>?

    /// A watch of `flow`'s payment, whose first pause is `firstInterval` on `timeouts`, awaiting the return link
    /// with `returnScheme` when there is one.
    init(of flow: PaymentFlow, returnScheme: String?, timeouts: TimeoutQueue, firstInterval: Duration) {
        self.flow = flow
        self.returnScheme = returnScheme
        self.timeouts = timeouts
        self.pause = max(firstInterval, .milliseconds(1))
    }

    /// The watch as a presentation's rival: armed by ``start(answering:)``, disarmed by ``stop()``.
    nonisolated var rival: PresentationRival<ChallengeWait> {
        PresentationRival(start: { await self.start(answering: $0) }, stop: { await self.stop() })
    }

    /// Registers the return link (``ChallengeWait/returnLink(showStatus:)`` goes to `answer` when the app passes
    /// it on), then starts polling: `answer` gets ``ChallengeWait/decided(_:)`` once a read sees the payment leave
    /// the challenge, at most once; never when the polls run out or the watch was stopped first.
    func start(answering answer: PresentationRival<ChallengeWait>.Answer) async {
        if let returnScheme {
            let flow = self.flow
            await MainActor.run {
                flow.context.deepLinks.expect(
                    session: flow.checkoutSession, scheme: returnScheme, flow: flow, answering: answer)
            }
        }
        self.answer = answer
        await scheduleRead()
    }

    /// Stops polling; returns once no read of this watch runs any more (one in flight is cancelled and joined), so
    /// no poll outlives the wait that started it. Idempotent.
    func stop() async {
        answer = nil
        if let pending {
            self.pending = nil
            await timeouts.cancel(pending)
        }
        if let reading {
            reading.cancel()
            await reading.value
        }
    }

    /// Puts the next pause in the queue, unless the watch is over.
    private func scheduleRead() async {
        guard answer != nil, pollsLeft > 0 else { return }
        pollsLeft -= 1
        let delay = pause
        // Half as long again, up to `maximumInterval`; a first pause longer than that stays as it is.
        if pause < Self.maximumInterval { pause = min(pause * 1.5, Self.maximumInterval) }
        let id = await timeouts.schedule(after: delay, counted: false) { Task { await self.pauseEnded() } }
        // Stopped while the entry was being made: take it out again rather than leave it to fire for nothing.
        if answer == nil {
            await timeouts.cancel(id)
        } else {
            pending = id
        }
    }

    /// A pause is over: starts the read.
    private func pauseEnded() {
        pending = nil
        guard answer != nil else { return }
        reading = Task { await self.read() }
    }

    /// Reads the payment; answers when the backend moved it, otherwise puts the next pause in the queue (in this
    /// task, which ``stop()`` joins, so a pause made after a stop is taken out before the stop returns).
    private func read() async {
        defer { reading = nil }
        let payment = try? await flow.context.api.sessionPayment(session: flow.checkoutSession)
        guard let answer else { return }  // Stopped during the read.
        if let payment, !payment.waitsOnChallenge {
            self.answer = nil
            answer(.decided(payment))
            return
        }
        await scheduleRead()
    }
}

extension Payment {
    /// Whether the payment still waits on its 3-D Secure challenge (the bank has not answered the backend yet).
    var waitsOnChallenge: Bool {
        needsSDKAction && paymentMethod?.detail?.card != nil
    }
}
