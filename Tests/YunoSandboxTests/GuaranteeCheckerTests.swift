import Testing
import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// The guarantee checkers (issue 36) on hand-written traces: each keeps its promise on a trace that keeps it, and
/// reports the exact guarantee at the exact event on a trace that breaks it the way a real defect would. Every
/// trace runs through the whole ``GuaranteeMonitor``, so a trace meant for one checker also shows that no other
/// checker fires on it.
@Suite(
    "Guarantee checkers: kept promises pass, planted defects are named at the event that broke them",
    .timeLimit(.minutes(3)))
struct GuaranteeCheckerTests {
    static let session = "cs-1"
    static let other = "cs-2"

    /// Yuno's published paths for `session`.
    static func payments(_ session: String = session) -> String { "/v1/checkout/sessions/\(session)/payments" }
    static func payment(_ session: String = session) -> String { "/v1/checkout/sessions/\(session)/payment" }
    static func token(_ session: String = session) -> String { "/v1/checkout/sessions/\(session)/token" }
    static func methods(_ session: String = session) -> String {
        "/v1/checkout/sessions/\(session)/payment-methods"
    }

    /// Every checker over `events`, then the end-of-run checks: `guarantee@position` (`@end` for the end).
    static func violations(_ events: [FlowEvent]) -> [String] {
        var monitor = GuaranteeMonitor()
        for event in events { monitor.observe(event) }
        monitor.finish()
        #expect(monitor.events == events.count)
        return monitor.violations.map { "\($0.guarantee)@\($0.event.map(String.init) ?? "end")" }
    }

    /// A flow's life on `session` with nothing wrong: claim (loader), its requests, the loader hidden, the result,
    /// the start returning.
    static func cleanFlow(
        _ flow: Int, on session: String = session, channel: FlowEvent.ResultChannel = .mainActor,
        result: Yuno.Result = .succeeded
    ) -> [FlowEvent] {
        [
            .started(flow: flow, session: session, channel: channel),
            .screen(flow: flow, session: session, what: "showLoader"),
            .delegateCall(flow: flow, what: "showLoader", onMainActor: true),
            .request(flow: flow, method: "GET", path: methods(session)),
            .answer(flow: flow, method: "GET", path: methods(session), status: 200),
            .request(flow: flow, method: "POST", path: token(session)),
            .answer(flow: flow, method: "POST", path: token(session), status: 200),
            .request(flow: flow, method: "POST", path: payments(session)),
            .answer(flow: flow, method: "POST", path: payments(session), status: 200),
            .screen(flow: flow, session: session, what: "hideLoader"),
            .result(flow: flow, result: result, onMainActor: channel == .mainActor, unknownOutcome: false),
            .returned(flow: flow),
        ]
    }

    // MARK: The whole table

    @Test("the monitor runs all nine checkers, each under its own id")
    func tableNamesEveryChecker() {
        #expect(
            GuaranteeMonitor.table.map(\.id) == [
                "exactly-one-result", "result-before-return", "one-flow-per-session", "nothing-after-result",
                "facade-calls-in-order", "deep-link-only-while-awaited", "read-back-after-undecided-write",
                "delegate-calls-on-main-actor", "unknown-only-when-unreadable",
            ])
        #expect(GuaranteeMonitor(only: ["exactly-one-result"]).violations.isEmpty)
    }

    @Test("two clean flows, one after the other on one session and one on another, break no promise")
    func cleanRunKeepsEveryPromise() {
        let events =
            Self.cleanFlow(1) + Self.cleanFlow(2, channel: .returnValue)
            + Self.cleanFlow(3, on: Self.other, result: .reject)
        #expect(Self.violations(events) == [])
    }

    @Test("a monitor limited to some ids runs only those checkers")
    func onlyRunsTheNamedCheckers() {
        var monitor = GuaranteeMonitor(only: ["result-before-return"])
        monitor.observe(.started(flow: 1, session: Self.session, channel: .mainActor))
        monitor.observe(.returned(flow: 1))
        monitor.finish()  // exactly-one-result would report the missing result here: it does not run.
        #expect(monitor.violations.map(\.guarantee) == ["result-before-return"])
        #expect(monitor.violations.first?.event == 1)
    }

    // MARK: exactly-one-result

    @Test("a refused start that still hears its result keeps exactly-one-result; a withdrawn start owes nothing")
    func refusedStartWithItsResultKeepsExactlyOne() {
        let events: [FlowEvent] = [
            .started(flow: 1, session: Self.session, channel: .mainActor),
            .started(flow: 2, session: Self.session, channel: .mainActor),
            .result(flow: 2, result: .internalError, onMainActor: true, unknownOutcome: false),
            .returned(flow: 2),
            .started(flow: 3, session: Self.session, channel: .returnValue),
            .withdrawn(flow: 3),
            .result(flow: 1, result: .succeeded, onMainActor: true, unknownOutcome: false),
        ]
        #expect(Self.violations(events) == [])
    }

    @Test("a second result for one start breaks exactly-one-result at the second delivery")
    func secondResultBreaksExactlyOne() {
        let events =
            Self.cleanFlow(1) + [.result(flow: 1, result: .userCancelled, onMainActor: true, unknownOutcome: false)]
        #expect(Self.violations(events) == ["exactly-one-result@12"])
    }

    @Test("a refused start whose delegate never hears a result breaks exactly-one-result at the end")
    func silentRefusalBreaksExactlyOne() {
        let events: [FlowEvent] = Self.cleanFlow(1) + [.started(flow: 2, session: Self.session, channel: .mainActor)]
        #expect(Self.violations(events) == ["exactly-one-result@end"])
    }

    @Test("a result for a flow nobody started breaks exactly-one-result")
    func resultWithoutStartBreaksExactlyOne() {
        let events: [FlowEvent] = [.result(flow: 7, result: .succeeded, onMainActor: true, unknownOutcome: false)]
        #expect(Self.violations(events) == ["exactly-one-result@0"])
    }

    // MARK: result-before-return

    @Test("a start whose call returns before its result was delivered breaks result-before-return")
    func returnBeforeResultBreaksResultBeforeReturn() {
        var events = Self.cleanFlow(1)
        events.swapAt(10, 11)  // returned, then the result (a delivery left to a later main-actor job)
        #expect(Self.violations(events) == ["result-before-return@10"])
    }

    // MARK: one-flow-per-session

    @Test("a second start after the first flow's delegate result keeps one-flow-per-session")
    func secondFlowAfterDeliveryKeepsOneFlow() {
        #expect(Self.violations(Self.cleanFlow(1) + Self.cleanFlow(2)) == [])
    }

    @Test("a second flow's loader before the first flow's delegate result breaks one-flow-per-session")
    func loaderBeforeDelegateResultBreaksOneFlow() {
        // Session claimed again before delivery: flow 1 was released and its loader hidden, but its result comes
        // in a later main-actor job; flow 2 claims the session in between.
        var events = Array(Self.cleanFlow(1).prefix(10))  // … hideLoader (9)
        events += [
            .started(flow: 2, session: Self.session, channel: .mainActor),  // 10
            .screen(flow: 2, session: Self.session, what: "showLoader"),  // 11
            .result(flow: 1, result: .succeeded, onMainActor: true, unknownOutcome: false),
            .returned(flow: 1),
            .result(flow: 2, result: .userCancelled, onMainActor: true, unknownOutcome: false),
            .returned(flow: 2),
        ]
        #expect(Self.violations(events) == ["one-flow-per-session@11"])
    }

    @Test("a callback flow's session claimed again before its callback ran breaks one-flow-per-session")
    func requestBeforeCallbackResultBreaksOneFlow() {
        let events: [FlowEvent] = [
            .started(flow: 1, session: Self.session, channel: .mainActor),
            .request(flow: 1, method: "GET", path: Self.methods()),
            .started(flow: 2, session: Self.session, channel: .returnValue),
            .request(flow: 2, method: "GET", path: Self.methods()),  // 3: flow 1 has not heard its result
            .result(flow: 1, result: .userCancelled, onMainActor: true, unknownOutcome: false),
            .result(flow: 2, result: .userCancelled, onMainActor: false, unknownOutcome: false),
        ]
        #expect(Self.violations(events) == ["one-flow-per-session@3"])
    }

    @Test("two starts of one session both running, requests interleaved, break one-flow-per-session")
    func interleavedStartsBreakOneFlow() {
        // Check-then-act claim: both return-value starts passed the check; each acts after the other did.
        let events: [FlowEvent] = [
            .started(flow: 1, session: Self.session, channel: .returnValue),
            .started(flow: 2, session: Self.session, channel: .returnValue),
            .screen(flow: 1, session: Self.session, what: "showLoader"),
            .screen(flow: 2, session: Self.session, what: "showLoader"),  // 3: allowed alone (flow 1 may be done)
            .request(flow: 1, method: "GET", path: Self.methods()),  // 4: flow 1 acts again after flow 2
            .request(flow: 2, method: "GET", path: Self.methods()),  // 5: and flow 2 after flow 1
            .result(flow: 1, result: .succeeded, onMainActor: false, unknownOutcome: false),
            .result(flow: 2, result: .succeeded, onMainActor: false, unknownOutcome: false),
        ]
        #expect(Self.violations(events) == ["one-flow-per-session@4", "one-flow-per-session@5"])
    }

    @Test("a return-value flow whose caller resumes late while the next flow acts keeps one-flow-per-session")
    func lateReturnValueKeepsOneFlow() {
        // The SDK released flow 1's session and finished; its caller resumes some turns later. Flow 2 acts meanwhile.
        var events = Array(Self.cleanFlow(1, channel: .returnValue).prefix(10))  // … hideLoader (9)
        events += Array(Self.cleanFlow(2).prefix(10))
        events += [
            .result(flow: 1, result: .succeeded, onMainActor: false, unknownOutcome: false),
            .returned(flow: 1),
            .result(flow: 2, result: .succeeded, onMainActor: true, unknownOutcome: false),
            .returned(flow: 2),
        ]
        #expect(Self.violations(events) == [])
    }

    @Test("a return-value flow that acts again after the next flow of its session acted breaks one-flow-per-session")
    func returnValueFlowActingAgainBreaksOneFlow() {
        let events: [FlowEvent] = [
            .started(flow: 1, session: Self.session, channel: .returnValue),
            .screen(flow: 1, session: Self.session, what: "showLoader"),
            .started(flow: 2, session: Self.session, channel: .mainActor),
            .screen(flow: 2, session: Self.session, what: "showLoader"),
            .screen(flow: 1, session: Self.session, what: "presentPaymentStatus"),  // 4
            .result(flow: 1, result: .succeeded, onMainActor: false, unknownOutcome: false),
            .result(flow: 2, result: .succeeded, onMainActor: true, unknownOutcome: false),
        ]
        // Flow 1 acted after flow 2 did; and flow 2 (main-actor channel) held the session then.
        #expect(Self.violations(events) == ["one-flow-per-session@4", "one-flow-per-session@4"])
    }

    @Test("a flow's request for another session, and untagged requests, do not claim a session")
    func foreignRequestsDoNotClaim() {
        let events: [FlowEvent] = [
            .started(flow: 1, session: Self.session, channel: .mainActor),
            .screen(flow: 1, session: Self.session, what: "showLoader"),
            .started(flow: 2, session: Self.other, channel: .mainActor),
            .request(flow: 2, method: "GET", path: Self.methods(Self.session)),  // a task the tag leaked into
            .request(flow: nil, method: "GET", path: Self.payment(Self.session)),
            .result(flow: 1, result: .succeeded, onMainActor: true, unknownOutcome: false),
            .result(flow: 2, result: .succeeded, onMainActor: true, unknownOutcome: false),
        ]
        #expect(Self.violations(events) == [])
    }

    // MARK: nothing-after-result

    @Test("a screen after the flow's result breaks nothing-after-result, not one-flow-per-session")
    func screenAfterResultBreaksNothingAfter() {
        let events = Self.cleanFlow(1) + [.screen(flow: 1, session: Self.session, what: "presentThreeDSChallenge")]
        #expect(Self.violations(events) == ["nothing-after-result@12"])
    }

    @Test("a status poll sent after the flow's result breaks nothing-after-result; another session's does not")
    func requestAfterResultBreaksNothingAfter() {
        let events =
            Self.cleanFlow(1) + [
                .request(flow: 1, method: "GET", path: Self.payment(Self.other)),  // 12: a leaked tag, other session
                .request(flow: 1, method: "GET", path: Self.payment() + "?poll=1"),  // 13: its own poll, late
            ]
        #expect(Self.violations(events) == ["nothing-after-result@13"])
    }

    // MARK: facade-calls-in-order

    @Test("back-to-back facade calls taking effect in call order keep facade-calls-in-order")
    func facadeCallsInOrderKept() {
        let events: [FlowEvent] = [
            .facadeCall(caller: 1, order: 0), .facadeCall(caller: 1, order: 1), .facadeCall(caller: 2, order: 0),
            .facadeEffect(caller: 2, order: 0), .facadeEffect(caller: 1, order: 0), .facadeCall(caller: 1, order: 2),
            .facadeEffect(caller: 1, order: 1), .facadeEffect(caller: 1, order: 2),
        ]
        #expect(Self.violations(events) == [])
    }

    @Test("a caller's later facade call taking effect before its earlier one breaks facade-calls-in-order")
    func swappedFacadeCallsBreakOrder() {
        // Each call its own main-actor task: startPaymentLite and continuePayment swap.
        let events: [FlowEvent] = [
            .facadeCall(caller: 1, order: 0), .facadeCall(caller: 1, order: 1),
            .facadeEffect(caller: 1, order: 1), .facadeEffect(caller: 1, order: 0),
        ]
        #expect(Self.violations(events) == ["facade-calls-in-order@3"])
    }

    @Test("a facade call's effect seen before the call was made breaks facade-calls-in-order")
    func effectBeforeCallBreaksOrder() {
        let events: [FlowEvent] = [.facadeCall(caller: 1, order: 0), .facadeEffect(caller: 1, order: 1)]
        #expect(Self.violations(events) == ["facade-calls-in-order@1"])
    }

    // MARK: deep-link-only-while-awaited

    @Test("a deep link accepted while a page waits, or refused when none does, keeps deep-link-only-while-awaited")
    func awaitedDeepLinkKept() {
        let events: [FlowEvent] = [
            .deepLink(session: Self.session, accepted: true, awaited: true),
            .deepLink(session: Self.other, accepted: false, awaited: false),
            .deepLink(session: Self.other, accepted: false, awaited: true),
        ]
        #expect(Self.violations(events) == [])
    }

    @Test("a stray deep link accepted for a session no flow waits on breaks deep-link-only-while-awaited")
    func strayDeepLinkBreaksDeepLink() {
        let events: [FlowEvent] = Self.cleanFlow(1) + [.deepLink(session: Self.session, accepted: true, awaited: false)]
        #expect(Self.violations(events) == ["deep-link-only-while-awaited@12"])
    }

    // MARK: read-back-after-undecided-write

    @Test("a lost payment answer followed by a read of the payment keeps read-back-after-undecided-write")
    func readBackAfterLostAnswerKept() {
        var events = Self.cleanFlow(1)
        events[8] = .answer(flow: 1, method: "POST", path: Self.payments(), status: nil)
        events.insert(.request(flow: 1, method: "GET", path: Self.payment()), at: 9)
        events.insert(.answer(flow: 1, method: "GET", path: Self.payment(), status: 200), at: 10)
        #expect(Self.violations(events) == [])
    }

    @Test("a 503 retried into a 200, or a detached read-back naming no flow, keeps read-back-after-undecided-write")
    func retriedOrDetachedReadBackKept() {
        var events = Self.cleanFlow(1)
        events.insert(.answer(flow: 1, method: "POST", path: Self.payments(), status: 503), at: 8)
        events.insert(.request(flow: 1, method: "POST", path: Self.payments()), at: 9)
        var detached = Self.cleanFlow(2, on: Self.other, channel: .returnValue)
        detached[8] = .answer(flow: 2, method: "POST", path: Self.payments(Self.other), status: 504)
        detached.insert(.request(flow: nil, method: "GET", path: Self.payment(Self.other)), at: 9)
        #expect(Self.violations(events + detached) == [])
    }

    @Test("a result after a payment write with no answer and no read-back breaks read-back-after-undecided-write")
    func lostAnswerWithoutReadBackBreaksReadBack() {
        var events = Self.cleanFlow(1, result: .internalError)
        events[8] = .answer(flow: 1, method: "POST", path: Self.payments(), status: nil)
        #expect(Self.violations(events) == ["read-back-after-undecided-write@10"])
    }

    @Test("a 500, 408 or 429 on the payment write reported without a read-back breaks read-back-after-undecided-write")
    func undecidingStatusesBreakReadBack() {
        for status in [500, 408, 429] {
            var events = Self.cleanFlow(1, result: .internalError)
            events[8] = .answer(flow: 1, method: "POST", path: Self.payments(), status: status)
            #expect(Self.violations(events) == ["read-back-after-undecided-write@10"], "status \(status)")
        }
        // A 400 decides: nothing was created.
        var decided = Self.cleanFlow(1, result: .internalError)
        decided[8] = .answer(flow: 1, method: "POST", path: Self.payments(), status: 400)
        #expect(Self.violations(decided) == [])
    }

    @Test("a lost token answer is no payment write: no read-back owed")
    func lostTokenAnswerOwesNoReadBack() {
        var events = Self.cleanFlow(1, result: .internalError)
        events[6] = .answer(flow: 1, method: "POST", path: Self.token(), status: nil)
        #expect(Self.violations(events) == [])
    }

    // MARK: delegate-calls-on-main-actor

    @Test("a presenter call off the main actor breaks delegate-calls-on-main-actor")
    func presenterCallOffMainBreaksMainActor() {
        var events = Self.cleanFlow(1)
        events[2] = .delegateCall(flow: 1, what: "showLoader", onMainActor: false)
        #expect(Self.violations(events) == ["delegate-calls-on-main-actor@2"])
    }

    @Test("a delegate result off the main actor breaks delegate-calls-on-main-actor; a return value may come anywhere")
    func delegateResultOffMainBreaksMainActor() {
        var events = Self.cleanFlow(1)
        events[10] = .result(flow: 1, result: .succeeded, onMainActor: false, unknownOutcome: false)
        #expect(Self.violations(events) == ["delegate-calls-on-main-actor@10"])
        #expect(Self.violations(Self.cleanFlow(2, channel: .returnValue)) == [])
    }

    // MARK: unknown-only-when-unreadable

    @Test("an unknown outcome after a failed read of the payment keeps unknown-only-when-unreadable")
    func unknownAfterFailedReadKept() {
        for status in [nil, 503] as [Int?] {
            var events = Self.cleanFlow(1, channel: .returnValue, result: .internalError)
            events[8] = .answer(flow: 1, method: "POST", path: Self.payments(), status: nil)
            events[9] = .request(flow: 1, method: "GET", path: Self.payment())
            events.insert(.answer(flow: 1, method: "GET", path: Self.payment(), status: status), at: 10)
            events[11] = .result(flow: 1, result: .internalError, onMainActor: false, unknownOutcome: true)
            #expect(Self.violations(events) == [], "read answered \(status.map(String.init) ?? "nothing")")
        }
    }

    @Test("an unknown outcome although every read of the payment answered breaks unknown-only-when-unreadable")
    func unknownWithReadableBackendBreaksUnknown() {
        var events = Self.cleanFlow(1, channel: .returnValue, result: .internalError)
        events[8] = .answer(flow: 1, method: "POST", path: Self.payments(), status: nil)
        events[9] = .request(flow: 1, method: "GET", path: Self.payment())
        events.insert(.answer(flow: 1, method: "GET", path: Self.payment(), status: 200), at: 10)
        events[11] = .result(flow: 1, result: .internalError, onMainActor: false, unknownOutcome: true)
        #expect(Self.violations(events) == ["unknown-only-when-unreadable@11"])
    }

    @Test("a task outcome of unknown, though every read answered, breaks unknown-only-when-unreadable")
    func unknownTaskOutcomeWithReadableBackendBreaksUnknown() {
        var events = Self.cleanFlow(1, channel: .mainActor, result: .internalError)
        events[9] = .request(flow: 1, method: "GET", path: Self.payment())
        events.insert(.answer(flow: 1, method: "GET", path: Self.payment(), status: 200), at: 10)
        events.append(.outcome(flow: 1, unknownOutcome: true))
        #expect(Self.violations(events) == ["unknown-only-when-unreadable@\(events.count - 1)"])
        // The same outcome after a failed read keeps the promise.
        events[10] = .answer(flow: 1, method: "GET", path: Self.payment(), status: nil)
        #expect(Self.violations(events) == [])
    }

    // MARK: RequestKind

    @Test("RequestKind reads the session, payment writes and payment reads from Yuno's published paths")
    func requestKindOnPublishedPaths() {
        let create = RequestKind(method: "POST", path: "/v1/checkout/sessions/cs-9/payments")
        #expect(create == RequestKind(method: "post", path: "/v1/checkout/sessions/cs-9/payments"))
        #expect(create.session == "cs-9" && create.writes && !create.readsPayment)

        let read = RequestKind(method: "GET", path: "/v1/checkout/sessions/cs-9/payment")
        #expect(read.session == "cs-9" && !read.writes && read.readsPayment)
        let polled = RequestKind(method: "GET", path: "/v1/checkout/sessions/cs-9/payment?attempt=2&x=/payments")
        #expect(polled.session == "cs-9" && polled.readsPayment && !polled.writes)
        #expect(!RequestKind(method: "POST", path: "/v1/checkout/sessions/cs-9/payment").readsPayment)

        let token = RequestKind(method: "POST", path: "/v1/checkout/sessions/cs-9/token")
        #expect(token.session == "cs-9" && !token.writes && !token.readsPayment)
        let list = RequestKind(method: "GET", path: "/v1/checkout/sessions/cs-9/payment-methods")
        #expect(list.session == "cs-9" && !list.writes)
        #expect(RequestKind(method: "GET", path: "/v1/checkout/sessions/cs-9").session == "cs-9")
        let unenroll = RequestKind(method: "POST", path: "/v1/checkout/sessions/cs-9/payment-methods/vt-1/unenroll")
        #expect(unenroll.session == "cs-9" && !unenroll.writes)

        let customerList = RequestKind(method: "GET", path: "/v1/customers/sessions/cus-3/payment-methods")
        #expect(customerList.session == "cus-3" && !customerList.writes && !customerList.readsPayment)
        let enrolment = RequestKind(method: "POST", path: "/v1/checkout/customers/sessions/cus-3/payment-methods")
        #expect(enrolment.session == "cus-3" && enrolment.writes)
        let enroll = RequestKind(
            method: "POST", path: "/v1/checkout/customers/sessions/cus-3/payment-methods/pm-7/enroll?lang=es")
        #expect(enroll.session == "cus-3" && enroll.writes && !enroll.readsPayment)

        for path in [
            "/v1/payment-methods/pm-7", "/v1/checkout/sessions", "", "?", "/v2/checkout/sessions/cs-9/payments",
        ] {
            let kind = RequestKind(method: "POST", path: path)
            #expect(kind.session == nil && !kind.writes && !kind.readsPayment, "\(path)")
        }
    }
}
