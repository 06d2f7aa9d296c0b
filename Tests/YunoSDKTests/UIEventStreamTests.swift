import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 37, item 9: `YunoClient.uiEvents()` reports a flow's UI as the presenter and the delegate saw it, in
/// their order, and never carries card data.
@MainActor
@Suite("UI events: a typed stream of what a flow's checkout UI did, in the order it did it")
struct UIEventStreamTests {
    /// The events `stream` holds up to and including the first result.
    private func events(until stream: AsyncStream<YunoUIEvent>) async -> [YunoUIEvent] {
        var collected: [YunoUIEvent] = []
        for await event in stream {
            collected.append(event)
            if event.kind == .result { break }
        }
        return collected
    }

    /// What the scripted customer saw, as UI events: its presenter calls, the loader only when it changed.
    private func expected(from customer: ScriptedCustomer, session: String, result: Yuno.Result) -> [YunoUIEvent] {
        var expected: [YunoUIEvent] = []
        var loader = false
        func screen(_ screen: YunoUIEvent.Screen) {
            expected.append(YunoUIEvent(.presented, session: session, screen: screen))
            expected.append(YunoUIEvent(.closed, session: session, screen: screen))
        }
        for event in customer.events {
            switch event {
            case .loaderShown where !loader:
                loader = true
                expected.append(YunoUIEvent(.loaderShown, session: session))
            case .loaderHidden where loader:
                loader = false
                expected.append(YunoUIEvent(.loaderHidden, session: session))
            case .cardFormShown: screen(.cardForm)
            case .challengeShown: screen(.threeDSChallenge)
            case .qrCodeShown: screen(.qrCode)
            case .walletSheetShown: screen(.walletSheet)
            case .redirectOpened: screen(.redirect)
            case .statusShown: screen(.paymentStatus)
            default: break
            }
        }
        expected.append(YunoUIEvent(.result, session: session, result: result))
        return expected
    }

    @Test("A card paid through a 3DS challenge: loader, form, challenge, status and result, in the presenter's order")
    func challengeFlowInOrder() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let stream = harness.client.uiEvents()
        let customer = ScriptedCustomer.paying(with: .threeDSChallenge, bank: harness.sandbox)
        let outcome = await harness.pay(session, customer: customer)
        #expect(outcome.result == .succeeded)

        let seen = await events(until: stream)
        #expect(seen == expected(from: customer, session: session, result: .succeeded))
        let screens = seen.filter { $0.kind == .presented }.compactMap(\.screen)
        #expect(screens == [.cardForm, .threeDSChallenge, .paymentStatus])
        #expect(seen.first?.kind == .loaderShown)
        #expect(seen.last == YunoUIEvent(.result, session: session, result: .succeeded))
        let lastLoader = seen.last { $0.kind == .loaderShown || $0.kind == .loaderHidden }
        #expect(lastLoader?.kind == .loaderHidden, "the loader is hidden before the result")
    }

    @Test("A declined card: the form, the status screen, then the result reject; each screen closed before the next")
    func declinedFlow() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let stream = harness.client.uiEvents()
        let customer = ScriptedCustomer.paying(with: .visaDeclinedByBank)
        let outcome = await harness.pay(session, customer: customer)
        #expect(outcome.result == .reject)
        let seen = await events(until: stream)
        #expect(seen == expected(from: customer, session: session, result: .reject))
        var open: YunoUIEvent.Screen?
        for event in seen where event.kind == .presented || event.kind == .closed {
            if event.kind == .presented {
                #expect(open == nil, "\(event) while \(open.map { "\($0)" } ?? "") is open")
                open = event.screen
            } else {
                #expect(open == event.screen)
                open = nil
            }
        }
        #expect(open == nil)
    }

    @Test("No event or its description carries the card's number, security code or expiry")
    func noCardData() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let stream = harness.client.uiEvents()
        let card = TestCard.visaApproved
        _ = await harness.pay(session, customer: .paying(with: card))
        let seen = await events(until: stream)
        #expect(seen.count >= 6)
        let text = seen.map { "\($0) \(String(reflecting: $0))" }.joined(separator: "\n")
        for secret in [card.number, String(card.number.suffix(8)), card.expiry, "cvv", card.securityCode] {
            #expect(!text.contains(secret), "an event shows \(secret.count) characters of card data")
        }
    }

    @Test("A refused start (an invalid session) is one result event, internalError, and nothing else")
    func refusedStart() async throws {
        let harness = try Harness()
        let stream = harness.client.uiEvents()
        let outcome = await harness.pay("not a session", customer: .paying(with: .visaApproved))
        #expect(outcome.result == .internalError)
        let seen = await events(until: stream)
        #expect(seen.map(\.kind) == [.result])
        #expect(seen.first?.result == .internalError)
    }

    @Test("A vaulted card without a presenter: only the result; two streams see the same events")
    func twoStreamsNoPresenter() async throws {
        let harness = try Harness()
        let (session, token) = try await harness.vaultedSession(merchantCustomerID: "ui-events")
        let first = harness.client.uiEvents()
        let second = harness.client.uiEvents()
        let outcome = await harness.client.seamlessPayment(
            with: SeamlessParams(checkoutSession: session, countryCode: "CO", language: "en"),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD", vaultedToken: token),
            showPaymentStatus: false)
        #expect(outcome.result == .succeeded)
        let seenFirst = await events(until: first)
        let seenSecond = await events(until: second)
        #expect(seenFirst == [YunoUIEvent(.result, session: session, result: .succeeded)])
        #expect(seenSecond == seenFirst)
    }

    @Test("Selecting a row of the Full list is a methodSelected event with its type, before the delegate hears it")
    func methodSelectedFromFullList() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let delegate = RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer())
        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        let stream = harness.client.uiEvents()
        let card = try #require(list.items.first { $0.paymentMethodType == "CARD" })
        list.select(card)
        #expect(delegate.selected == ["CARD"])
        let ignored = PaymentMethodItem(name: "Not offered", paymentMethodType: "NOT_OFFERED")
        list.select(ignored)
        harness.client.events.emit(YunoUIEvent(.result, session: "end", result: .fail))
        let seen = await events(until: stream)
        #expect(
            seen == [
                YunoUIEvent(.methodSelected, session: session, paymentMethodType: "CARD"),
                YunoUIEvent(.result, session: "end", result: .fail),
            ], "one event for the offered row, none for a row the list does not hold")
        #expect(seen.first?.description == "methodSelected CARD [\(session)]")
    }

    @Test("A stream whose consumer stopped is dropped: the hub keeps no continuation for it")
    func endedStreamIsDropped() async throws {
        let hub = UIEventHub()
        #expect(!hub.isObserved)
        // The stream made here, synchronously, and held only by the consumer (as in `for await e in uiEvents()`).
        let consumer = Task { @MainActor [stream = hub.stream()] in
            for await _ in stream { break }
        }
        #expect(hub.isObserved)
        hub.emit(YunoUIEvent(.loaderShown, session: "s"))
        await consumer.value
        // onTermination hops to the main actor: let that job run.
        for _ in 0..<100 where hub.isObserved { await Task.yield() }
        #expect(!hub.isObserved)
    }

    @Test("An event is made only when a stream listens, here or at a mirror: unobserved, a flow's events cost nothing")
    func eventMadeOnlyWhenObserved() async throws {
        let client = UIEventHub()
        let facade = UIEventHub()
        var made = 0
        func event() -> YunoUIEvent {
            made += 1
            return YunoUIEvent(.loaderShown, session: "s")
        }
        client.emit(event())
        #expect(made == 0, "no stream open: the event is never made")
        client.mirror(to: facade)
        client.emit(event())
        #expect(made == 0, "a mirror with no stream open does not listen either")
        let stream = facade.stream()
        client.emit(event())
        #expect(made == 1, "the mirror's stream listens: made once")
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == YunoUIEvent(.loaderShown, session: "s"))
    }

    @Test("A client's events also reach the hub it mirrors to (the facade's), once however often it is mirrored")
    func mirroredOnce() async throws {
        let client = UIEventHub()
        let facade = UIEventHub()
        client.mirror(to: facade)
        client.mirror(to: facade)
        client.mirror(to: client)
        let stream = facade.stream()
        client.emit(YunoUIEvent(.result, session: "s", result: .fail))
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == YunoUIEvent(.result, session: "s", result: .fail))
        facade.emit(YunoUIEvent(.loaderShown, session: "t"))
        #expect(await iterator.next() == YunoUIEvent(.loaderShown, session: "t"), "no duplicate of the first event")
    }

    @Test("The facade's stream sees the flows of every client it used: installed, then rebuilt by a config change")
    func facadeStream() async throws {
        let harness = try Harness()
        let facade = YunoFacade()
        let stream = facade.events.stream()
        facade.install(harness.client)
        var config = facade.config
        config.appearance = .dark
        facade.setConfig(config)
        let rebuilt = try #require(facade.client)
        #expect(rebuilt !== harness.client)
        let session = try await harness.session()
        let outcome = await rebuilt.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: session, countryCode: "CO", language: "en",
                viewController: ScriptedCustomer.paying(with: .visaApproved)),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: false)
        #expect(outcome.result == .succeeded)
        let seen = await events(until: stream)
        #expect(seen.contains(YunoUIEvent(.presented, session: session, screen: .cardForm)))
        #expect(seen.last == YunoUIEvent(.result, session: session, result: .succeeded))
    }
}
