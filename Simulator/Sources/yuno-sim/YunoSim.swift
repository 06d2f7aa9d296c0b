import Foundation

/// `yuno-sim [--seed N] [--flows N] [--trace] [--max-steps N]`: runs the default workload on the seeded executor
/// and prints one line with the trace's hash, then the invariants' verdict. Exit 0: all held; 1: an invariant was
/// violated, work escaped the schedule or the step budget ran out (the replay command is printed); 2: bad input.
@main
enum YunoSim {
    static func main() {
        // First thing: every task, actor and main-actor job from here on runs on the simulator.
        let executor = SimExecutor()
        SimExecutors.install(executor)

        let arguments: Arguments
        do {
            arguments = try Arguments(CommandLine.arguments.dropFirst())
        } catch {
            FileHandle.standardError.write(Data("yuno-sim: \(error.message)\n\(Arguments.usage)\n".utf8))
            exit(2)
        }
        if ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] != "1" {
            FileHandle.standardError.write(
                Data("yuno-sim: warning: SWIFT_DETERMINISTIC_HASHING=1 is not set; traces will differ per run\n".utf8))
        }
        executor.seed(arguments.seed)
        executor.maxSteps = arguments.maxSteps
        executor.fifo = arguments.scheduler == "fifo"

        let started = ContinuousClock.now
        let report = ReportBox()
        Task { @MainActor in
            if arguments.selfTest {
                report.verdict = await SelfTest.run(executor: executor)
            } else {
                report.verdict = await Workload(
                    seed: arguments.seed, flows: arguments.flows, executor: executor,
                    withChallengeTimeouts: arguments.challengeTimeouts,
                    latency: .milliseconds(arguments.latencyMilliseconds)
                ).run()
            }
        }
        do { try executor.run() } catch {
            print("yuno-sim: run loop failed: \(error)")
            exit(1)
        }
        let wall = ContinuousClock.now - started

        var violations = report.verdict?.violations ?? []
        if executor.exceededSteps {
            violations.append("livelock: the step budget (\(arguments.maxSteps) steps) ran out")
        } else if report.verdict == nil {
            violations.append("deadlock: no job left to run, and the workload never finished")
        }
        let foreign = executor.foreignEnqueues
        if foreign > 0 { violations.append("\(foreign) enqueue(s) arrived from another thread (escaped the schedule)") }
        let unsupported = executor.unsupportedClocks
        if unsupported > 0 { violations.append("\(unsupported) sleep(s) on an absolute instant or a foreign clock") }

        let hash = String(executor.traceHash, radix: 16).leftPadded(to: 16)
        let seconds =
            Double(executor.now.components.seconds)
            + Double(executor.now.components.attoseconds) / 1e18
        print(
            "yuno-sim seed=\(arguments.seed) scheduler=\(arguments.scheduler) flows=\(arguments.flows) "
                + "steps=\(executor.steps) "
                + "virtual=\(String(format: "%.3f", seconds))s trace=\(hash)")
        print("wall: \(wall)")
        if let summary = report.verdict?.summary { print(summary) }
        if violations.isEmpty {
            print("invariants: ok")
            if arguments.trace { printTrace(executor) }
            exit(0)
        }
        print("invariants: VIOLATED")
        for violation in violations { print("  - \(violation)") }
        if arguments.trace { printTrace(executor) }
        let timeouts =
            (arguments.challengeTimeouts ? " --challenge-timeouts" : "")
            + (arguments.latencyMilliseconds == 0 ? "" : " --latency-ms \(arguments.latencyMilliseconds)")
            + (arguments.maxSteps == Arguments.defaultMaxSteps ? "" : " --max-steps \(arguments.maxSteps)")
        print(
            "replay: SWIFT_DETERMINISTIC_HASHING=1 swift run --package-path Simulator yuno-sim "
                + "--seed \(arguments.seed) "
                + "--scheduler \(arguments.scheduler) --flows \(arguments.flows)\(timeouts) --trace")
        exit(1)
    }

    private static func printTrace(_ executor: SimExecutor) {
        print("last \(executor.recent.count) scheduling decisions (step: picked/ready @ virtual time, priority):")
        for d in executor.recent {
            print("  \(d.step): \(d.pick)/\(d.ready) @ \(d.virtualNanoseconds) ns, p\(d.priority)")
        }
    }
}

/// Where the workload's task leaves its verdict for `main` (written and read on the simulator's one thread).
final class ReportBox: @unchecked Sendable {
    var verdict: Verdict?
}

struct Arguments {
    struct Failure: Error { var message: String }

    static let usage = """
        usage: yuno-sim [--seed N] [--flows N] [--trace] [--max-steps N] [--scheduler random-walk|fifo]
                        [--challenge-timeouts] [--latency-ms N] [--self-test]
        """

    var seed: UInt64 = 1
    var flows = 50
    var trace = false
    var selfTest = false
    var challengeTimeouts = false
    var latencyMilliseconds: UInt64 = 0
    var scheduler = "random-walk"
    static let defaultMaxSteps: UInt64 = 20_000_000
    var maxSteps = defaultMaxSteps

    init<S: Sequence<String>>(_ arguments: S) throws(Failure) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--seed": seed = try Self.number(iterator.next(), for: argument)
            case "--flows":
                let flows: UInt64 = try Self.number(iterator.next(), for: argument)
                guard (1...100_000).contains(flows) else { throw Failure(message: "--flows must be 1...100000") }
                self.flows = Int(flows)
            case "--max-steps": maxSteps = try Self.number(iterator.next(), for: argument)
            case "--trace": trace = true
            case "--self-test": selfTest = true
            case "--challenge-timeouts": challengeTimeouts = true
            case "--latency-ms":
                latencyMilliseconds = try Self.number(iterator.next(), for: argument)
                guard latencyMilliseconds <= 60_000 else { throw Failure(message: "--latency-ms must be 0...60000") }
            case "--scheduler":
                guard let name = iterator.next(), ["random-walk", "fifo"].contains(name) else {
                    throw Failure(message: "--scheduler must be random-walk or fifo")
                }
                scheduler = name
            default: throw Failure(message: "unknown argument '\(argument)'")
            }
        }
    }

    private static func number(_ text: String?, for flag: String) throws(Failure) -> UInt64 {
        guard let text else { throw Failure(message: "\(flag) needs a value") }
        guard let value = UInt64(text) else { throw Failure(message: "\(flag): '\(text)' is not an unsigned integer") }
        return value
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
