import Synchronization
import Testing

@testable import YunoSDK

/// The queue behind every presentation timeout: one sleeping task for any number of deadlines, driven by a
/// virtual clock (no real waiting).
@Suite("TimeoutQueue: one sleeping task for every timeout of a client", .timeLimit(.minutes(3)))
struct TimeoutQueueTests {
    /// The names of fired deadlines, in firing order; tests wait for a count.
    final class FireLog: Sendable {
        private let state = Mutex<(fired: [String], waiters: [(Int, CheckedContinuation<Void, Never>)])>(([], []))

        func fire(_ name: String) -> @Sendable () -> Void {
            { [self] in
                let ready = state.withLock { state in
                    state.fired.append(name)
                    let count = state.fired.count
                    let ready = state.waiters.filter { $0.0 <= count }.map(\.1)
                    state.waiters.removeAll { $0.0 <= count }
                    return ready
                }
                for waiter in ready { waiter.resume() }
            }
        }

        var fired: [String] { state.withLock { $0.fired } }

        func waitFor(_ count: Int) async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state in
                    guard state.fired.count < count else { return true }
                    state.waiters.append((count, continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        }
    }

    @Test("The earliest deadline fires first, whatever the order they were scheduled in")
    func earliestFirst() async {
        let clock = TestClock()
        let queue = TimeoutQueue(now: clock.now, sleep: clock.sleep)
        let log = FireLog()
        _ = await queue.schedule(after: .seconds(30), log.fire("30 s"))
        _ = await queue.schedule(after: .seconds(10), log.fire("10 s"))
        _ = await queue.schedule(after: .seconds(20), log.fire("20 s"))

        // The sleeper aimed at 30 s first, then was replaced by one aimed at 10 s.
        await clock.waitForSleeps(2)
        #expect(clock.sleeping == 1)
        clock.advance(to: .seconds(10))
        await log.waitFor(1)
        await clock.waitForSleeps(3)  // re-armed for the next one, 10 s later
        #expect(log.fired == ["10 s"])
        #expect(clock.requested.last == .seconds(10))
        clock.advance(to: .seconds(30))
        await log.waitFor(3)

        #expect(log.fired == ["10 s", "20 s", "30 s"])
        #expect(await queue.count == 0)
        #expect(await !queue.isSleeping)
    }

    @Test("1,000 deadlines share one sleeping task and fire in the order of their times")
    func manyDeadlines() async {
        let clock = TestClock()
        let queue = TimeoutQueue(now: clock.now, sleep: clock.sleep)
        let log = FireLog()
        let random = SharedRandom(seed: 12)
        var delays: [Int: Int] = [:]
        var earliest = Int.max
        var sleeps = 0  // the sleeper is re-armed for each deadline earlier than all before it
        for index in 0..<1_000 {
            let seconds = Int(random.next() % 500) + 1
            delays[index] = seconds
            if seconds < earliest {
                earliest = seconds
                sleeps += 1
            }
            _ = await queue.schedule(after: .seconds(seconds), log.fire("\(index)"))
        }
        #expect(await queue.count == 1_000)
        #expect(await queue.isSleeping)
        await clock.waitForSleeps(sleeps)
        #expect(clock.sleeping == 1)
        #expect(clock.cancelledSleeps == sleeps - 1)

        clock.advance(to: .seconds(500))
        await log.waitFor(1_000)

        let times = log.fired.map { delays[Int($0)!]! }
        #expect(times == times.sorted())
        #expect(Set(log.fired).count == 1_000)
        #expect(await queue.count == 0)
        #expect(clock.sleeping == 0)
    }

    @Test("A cancelled deadline never fires; after the last one, the sleeper wakes once for nothing and stops")
    func cancellation() async {
        let clock = TestClock()
        let queue = TimeoutQueue(now: clock.now, sleep: clock.sleep)
        let log = FireLog()
        let first = await queue.schedule(after: .seconds(10), log.fire("first"))
        let second = await queue.schedule(after: .seconds(20), log.fire("second"))
        _ = await queue.schedule(after: .seconds(30), log.fire("third"))
        await queue.cancel(first)
        await queue.cancel(second)
        await queue.cancel(second)  // twice: a no-op
        #expect(await queue.count == 1)

        await clock.waitForSleeps(1)
        clock.advance(to: .seconds(10))  // the sleeper still aimed at the cancelled 10 s: it wakes for nothing
        await clock.waitForSleeps(2)
        #expect(log.fired.isEmpty)
        #expect(clock.requested.last == .seconds(20))
        clock.advance(to: .seconds(30))
        await log.waitFor(1)
        #expect(log.fired == ["third"])

        let last = await queue.schedule(after: .seconds(5), log.fire("last"))
        await clock.waitForSleeps(3)
        await queue.cancel(last)
        #expect(await queue.count == 0)
        // The sleeper is not cancelled (a cancelled sleep would hold its timer until its target anyway): it wakes
        // once for nothing at 35 s, then stops.
        #expect(clock.cancelledSleeps == 0)
        clock.advance(to: .seconds(100))
        while await queue.isSleeping { await Task.yield() }
        #expect(log.fired == ["third"])
        #expect(clock.sleeping == 0)
    }

    @Test("Cancelled deadlines do not pile up: the heap is rebuilt when they outnumber the live ones")
    func cancelledDoNotPileUp() async {
        let clock = TestClock()
        let queue = TimeoutQueue(now: clock.now, sleep: clock.sleep)
        let log = FireLog()
        let keep = await queue.schedule(after: .seconds(1_000), log.fire("kept"))
        for _ in 0..<10_000 {
            await queue.cancel(await queue.schedule(after: .seconds(300), log.fire("cancelled")))
        }
        #expect(await queue.count == 1)
        #expect(await queue.storedEntries <= 65)
        await queue.cancel(keep)
        #expect(await queue.storedEntries == 0)
        #expect(log.fired.isEmpty)
    }

    @Test("A sleep that returns means its time came, even when `now` does not move (an injected sleep)")
    func completedSleepReachesItsTarget() async {
        let clock = TestClock()
        let queue = TimeoutQueue(now: { .zero }, sleep: clock.sleep)
        let log = FireLog()
        _ = await queue.schedule(after: .seconds(300), log.fire("challenge"))
        await clock.waitForSleeps(1)
        #expect(clock.requested == [.seconds(300)])
        clock.advance(to: .seconds(300))
        await log.waitFor(1)
        #expect(log.fired == ["challenge"])
        #expect(clock.sleeping == 0)
    }

    @Test("Only counted deadlines count as fired; equal times fire in scheduling order; an entry is one closure wide")
    func countedDeadlines() async {
        let clock = TestClock()
        let queue = TimeoutQueue(now: clock.now, sleep: clock.sleep)
        let log = FireLog()
        // Counted and uncounted deadlines interleaved, all due at the same time, and one counted one cancelled.
        for index in 0..<6 {
            _ = await queue.schedule(after: .seconds(10), counted: index.isMultiple(of: 2), log.fire("\(index)"))
        }
        await queue.cancel(await queue.schedule(after: .seconds(10), log.fire("cancelled")))
        #expect(await queue.count == 6)
        await clock.waitForSleeps(1)
        clock.advance(to: .seconds(10))
        await log.waitFor(6)

        #expect(log.fired == ["0", "1", "2", "3", "4", "5"])
        #expect(await queue.fired == 3)
        // Whether a deadline counts is the lowest bit of its id, not a field beside its action: a parked 3DS page
        // has two deadlines here, and a flag beside the closure made every entry of the table 8 bytes wider
        // (PERFORMANCE.md, "Parked at a 3DS challenge").
        #expect(MemoryLayout<TimeoutQueue.Action>.size == MemoryLayout<@Sendable () -> Void>.size)
    }

    /// A task-local as an app or a tracer would set one around a flow.
    @TaskLocal static var flowName: String?

    @Test("The sleeper serves every flow: neither it nor a deadline's action carries the arming task's task-locals")
    func sleeperCarriesNoFlowsContext() async {
        let clock = TestClock()
        let seen = Mutex<[String?]>([])
        let queue = TimeoutQueue(
            now: { .zero },
            sleep: { delay in
                seen.withLock { $0.append(Self.flowName) }
                try await clock.sleep(delay)
            })
        let log = FireLog()
        let record = log.fire("challenge")
        await Self.$flowName.withValue("flow A") {
            _ = await queue.schedule(after: .seconds(300)) {
                seen.withLock { $0.append(Self.flowName) }
                record()
            }
        }
        await clock.waitForSleeps(1)
        clock.advance(to: .seconds(300))
        await log.waitFor(1)

        // Before: the sleeper was a child of the arming task, and flow A's context reached the deadlines and the
        // status reads of every flow the sleeper served after A's ended (the simulator's `sdk-timers-end-with-flow`).
        #expect(seen.withLock { $0 } == [nil, nil])
    }
}
