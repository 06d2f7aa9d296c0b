import Foundation

/// `yuno-sim [--seed N] [--workload W] [--scheduler S] …`: runs a workload on the seeded executor and prints one
/// line naming the run (commit, scheduler, seed, workload) with the trace's hash, then the invariants' verdict.
/// Exit 0: all held; 1: an invariant was violated, work escaped the schedule or the step budget ran out (the
/// replay command is printed); 2: bad input.
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
        if arguments.help {
            print(Arguments.help)
            exit(0)
        }
        if ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] != "1" {
            FileHandle.standardError.write(
                Data("yuno-sim: warning: SWIFT_DETERMINISTIC_HASHING=1 is not set; traces will differ per run\n".utf8))
        }
        executor.seed(arguments.seed, scheduler: arguments.executorScheduler)
        executor.maxSteps = arguments.maxSteps
        // Names only label `--trace`'s lines: tracked or not, the schedule and its hash are the same.
        executor.tracksNames = arguments.trace
        let monitor = Monitor(executor: executor, deadline: .seconds(1_800))
        let commit = Commit.current()

        let started = ContinuousClock.now
        let report = ReportBox()
        SimExecutors.runOnLoopThread {
            executor.adoptCurrentThread()
            Task { @MainActor in
                executor.nameCurrentTask(arguments.selfTest ? "self-test" : "workload")
                if arguments.selfTest {
                    report.verdict = await SelfTest.run(executor: executor)
                } else {
                    report.verdict = await Workload(
                        seed: arguments.seed, flows: arguments.flows, name: arguments.workload, executor: executor,
                        monitor: monitor, challengeTimeouts: arguments.challengeTimeouts,
                        faultRate: arguments.effectiveFaultRate,
                        latency: .milliseconds(arguments.latencyMilliseconds), reportFlows: arguments.reportFlows
                    ).run()
                }
            }
            do { try executor.run() } catch { report.loopError = "\(error)" }
        }
        let wall = ContinuousClock.now - started

        var violations = monitor.snapshot.violations + (report.verdict?.violations ?? [])
        if let loopError = report.loopError { violations.append("the run loop failed: \(loopError)") }
        if executor.exceededSteps {
            violations.append("livelock: the step budget (\(arguments.maxSteps) steps) ran out")
        } else if report.verdict == nil {
            violations.append("deadlock: no job left to run, and the workload never finished")
        }
        let foreign = executor.foreignEnqueues
        if foreign > 0 { violations.append("\(foreign) enqueue(s) arrived from another thread (escaped the schedule)") }
        let realClock = executor.realClockSleeps
        if realClock > 0, !arguments.selfTest, arguments.latencyMilliseconds == 0 {
            violations.append(
                "\(realClock) Task.sleep(s) on the real clock: placed to the millisecond, so not a function of the "
                    + "seed (inject the sleep)")
        }
        let unsupported = executor.unsupportedClocks
        if unsupported > 0 { violations.append("\(unsupported) sleep(s) on an absolute instant or a foreign clock") }

        let hash = String(executor.traceHash, radix: 16).leftPadded(to: 16)
        let seconds =
            Double(executor.now.components.seconds)
            + Double(executor.now.components.attoseconds) / 1e18
        print(
            "yuno-sim commit=\(commit) build=\(Arguments.configuration) scheduler=\(arguments.schedulerName) seed=\(arguments.seed) "
                + "workload=\(arguments.selfTest ? "self-test" : arguments.workload.rawValue)\(arguments.mutant.map { " mutant=\($0)" } ?? "") flows=\(arguments.flows) "
                + "steps=\(executor.steps) virtual=\(String(format: "%.3f", seconds))s trace=\(hash)")
        print("wall: \(wall)")
        if let summary = report.verdict?.summary { print(summary) }
        if violations.isEmpty {
            print("invariants: ok")
            if arguments.trace { printTrace(executor) }
            exit(0)
        }
        print("invariants: VIOLATED")
        for violation in violations.prefix(40) { print("  - \(violation)") }
        if violations.count > 40 { print("  … and \(violations.count - 40) more") }
        if arguments.trace { printTrace(executor) }
        print("replay: \(arguments.replayCommand)   # at commit \(commit)")
        exit(1)
    }

    /// At most 80 lines: the decisions around the first violation, or the last 64.
    private static func printTrace(_ executor: SimExecutor) {
        let legend =
            "step: picked/ready @ virtual time, priority, lane (main: the main actor's), what ran — task name"
        if let step = executor.violationStep {
            let around = executor.aroundViolation
            print("schedule around the first violation (during step \(step - 1); \(legend)):")
            for d in around { print("\(d.step == step - 1 ? "  >> " : "     ")\(executor.describe(d))") }
            return
        }
        print("last \(executor.recent.count) scheduling decisions (\(legend)):")
        for d in executor.recent { print("     \(executor.describe(d))") }
    }
}

/// Where the workload's task leaves its verdict for `main` (written on the loop thread, read after it joined).
final class ReportBox: @unchecked Sendable {
    var verdict: Verdict?
    var loopError: String?
}

/// The commit a run is named by: `YUNO_SIM_COMMIT`, else the checkout's `HEAD` read from its git files (no
/// process is started: nothing may run outside the schedule), else `unknown`.
enum Commit {
    static func current() -> String {
        if let commit = ProcessInfo.processInfo.environment["YUNO_SIM_COMMIT"], !commit.isEmpty { return commit }
        var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for _ in 0..<8 {
            if let commit = read(gitAt: directory.appendingPathComponent(".git")) { return commit }
            directory.deleteLastPathComponent()
        }
        return "unknown"
    }

    private static func read(gitAt git: URL) -> String? {
        func text(_ url: URL) -> String? {
            (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var gitDirectory = git
        var commonDirectory = git
        if let file = text(git), file.hasPrefix("gitdir: ") {  // A worktree: `.git` names its git directory.
            gitDirectory = URL(fileURLWithPath: String(file.dropFirst(8)))
            if let common = text(gitDirectory.appendingPathComponent("commondir")) {
                commonDirectory = URL(fileURLWithPath: common, relativeTo: gitDirectory).standardizedFileURL
            } else {
                commonDirectory = gitDirectory
            }
        }
        guard let head = text(gitDirectory.appendingPathComponent("HEAD")) else { return nil }
        guard head.hasPrefix("ref: ") else { return String(head.prefix(12)) }
        let ref = String(head.dropFirst(5))
        if let hash = text(commonDirectory.appendingPathComponent(ref))
            ?? text(gitDirectory.appendingPathComponent(ref))
        {
            return String(hash.prefix(12))
        }
        let packed = text(commonDirectory.appendingPathComponent("packed-refs")) ?? ""
        for line in packed.split(separator: "\n") where line.hasSuffix(" \(ref)") {
            return String(line.prefix(12))
        }
        return nil
    }
}

struct Arguments {
    struct Failure: Error { var message: String }

    static let usage = """
        usage: yuno-sim [--seed N] [--workload mixed|seamless|full|lite|render|enrollment|headless|facade|challenge]
                        [--flows N] [--scheduler random-walk|pct|fifo] [--depth D] [--pct-steps K]
                        [--fault-rate R] [--challenge-timeouts] [--latency-ms N] [--max-steps N] [--trace]
                        [--report-flows] [--self-test] [--help]
        """

    /// `--help`: the usage, then what the tool does and each flag.
    static let help = usage + """


        Runs SDK flows, the in-process emulator and a scripted app on one seeded scheduler with virtual time, and
        checks the guarantees of Simulator/GUARANTEES.md at every step. Same seed, same trace (set
        SWIFT_DETERMINISTIC_HASHING=1). Exit 0: every guarantee held; 1: one broke (the replay command is printed);
        2: bad arguments.

          --seed N              the scheduler's and the workload's seed (default 1)
          --workload W          which flows: mixed (default, every kind), or one family
          --flows N             how many flows (default 50; second starts come on top)
          --scheduler S         random-walk (default), pct (priority change points), fifo (arrival order)
          --depth D             PCT's bug depth (default 3)
          --pct-steps K         the steps PCT spreads its change points over (default 240 × flows)
          --fault-rate R        share of requests that draw a fault, 0...1 (default 0.02)
          --challenge-timeouts  seamless only: add the 3DS plans that only the challenge timeout ends
          --latency-ms N        the emulator's latency per request, on virtual time (default 0)
          --max-steps N         step budget; running out is reported as a livelock
          --trace               print the schedule around the first violation: step, lane, task, flow, actor
          --report-flows        one line per flow after the run
          --self-test           check the executor's features on this toolchain
          --help, -h            this text

        A seeded defect runs with Scripts/sim-mutant.sh NAME ARGS… (the patches in Simulator/Mutants/).
        """

    var seed: UInt64 = 1
    var flows = 50
    var trace = false
    /// `--help` or `-h`: print the usage and exit 0.
    var help = false
    var reportFlows = false
    var selfTest = false
    var challengeTimeouts = false
    var latencyMilliseconds: UInt64 = 0
    var scheduler = "random-walk"
    var depth = 3
    var pctSteps: UInt64?
    var workload = WorkloadName.mixed
    var faultRate: Double?
    /// The patch this build was made from (`YUNO_SIM_MUTANT`, set by `Scripts/sim-mutant.sh` and the gate): it only
    /// names the run, and makes the replay command rebuild that patch.
    var mutant: String? = ProcessInfo.processInfo.environment["YUNO_SIM_MUTANT"].flatMap { $0.isEmpty ? nil : $0 }
    static let defaultMaxSteps: UInt64 = 20_000_000
    var maxSteps = defaultMaxSteps

    init<S: Sequence<String>>(_ arguments: S) throws(Failure) {
        var iterator = arguments.makeIterator()
        var depthGiven = false
        while let argument = iterator.next() {
            switch argument {
            case "--seed": seed = try Self.number(iterator.next(), for: argument)
            case "--flows":
                let flows: UInt64 = try Self.number(iterator.next(), for: argument)
                guard (1...100_000).contains(flows) else { throw Failure(message: "--flows must be 1...100000") }
                self.flows = Int(flows)
            case "--max-steps":
                maxSteps = try Self.number(iterator.next(), for: argument)
                guard maxSteps > 0 else { throw Failure(message: "--max-steps must be at least 1") }
            case "--trace": trace = true
            case "--help", "-h":
                help = true
                return  // What follows is not checked: the usage is all that is printed.
            case "--report-flows": reportFlows = true
            case "--self-test": selfTest = true
            case "--challenge-timeouts": challengeTimeouts = true
            case "--latency-ms":
                latencyMilliseconds = try Self.number(iterator.next(), for: argument)
                guard latencyMilliseconds <= 60_000 else { throw Failure(message: "--latency-ms must be 0...60000") }
            case "--scheduler":
                guard let name = iterator.next(), ["random-walk", "fifo", "pct"].contains(name) else {
                    throw Failure(message: "--scheduler must be random-walk, pct or fifo")
                }
                scheduler = name
            case "--depth":
                let depth: UInt64 = try Self.number(iterator.next(), for: argument)
                guard (1...64).contains(depth) else { throw Failure(message: "--depth must be 1...64") }
                self.depth = Int(depth)
                depthGiven = true
            case "--pct-steps":
                let steps: UInt64 = try Self.number(iterator.next(), for: argument)
                guard steps > 0 else { throw Failure(message: "--pct-steps must be at least 1") }
                pctSteps = steps
            case "--workload":
                guard let name = iterator.next(), let workload = WorkloadName(rawValue: name) else {
                    let names = WorkloadName.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Failure(message: "--workload must be one of \(names)")
                }
                self.workload = workload
            case "--fault-rate":
                guard let text = iterator.next() else { throw Failure(message: "--fault-rate needs a value") }
                guard let rate = Double(text), rate.isFinite, (0...1).contains(rate) else {
                    throw Failure(message: "--fault-rate: '\(text)' is not a number in 0...1")
                }
                faultRate = rate
            default: throw Failure(message: "unknown argument '\(argument)'")
            }
        }
        if (depthGiven || pctSteps != nil) && scheduler != "pct" {
            throw Failure(message: "--depth and --pct-steps need --scheduler pct")
        }
    }

    /// The steps PCT spreads its change points over: about what a run of this size takes.
    var estimatedSteps: UInt64 { pctSteps ?? UInt64(flows) * 240 }

    var executorScheduler: SimExecutor.Scheduler {
        switch scheduler {
        case "fifo": .fifo
        case "pct": .pct(depth: depth, estimatedSteps: estimatedSteps)
        default: .randomWalk
        }
    }

    var schedulerName: String {
        scheduler == "pct" ? "pct(d=\(depth),k=\(estimatedSteps))" : scheduler
    }

    /// Faults are on by default in every workload except the first slice's `seamless` (kept as it was).
    var effectiveFaultRate: Double { faultRate ?? (workload == .seamless ? 0 : 0.02) }

    /// The build configuration: the optimizer may remove executor hops, so a debug and a release build of one
    /// commit run different schedules from one seed — a trace replays in the configuration that printed it.
    static var configuration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    var replayCommand: String {
        var flags = "--seed \(seed) --workload \(workload.rawValue) --scheduler \(scheduler)"
        if scheduler == "pct" { flags += " --depth \(depth)" + (pctSteps.map { " --pct-steps \($0)" } ?? "") }
        flags += " --flows \(flows)"
        if let faultRate { flags += " --fault-rate \(faultRate)" }
        if challengeTimeouts { flags += " --challenge-timeouts" }
        if latencyMilliseconds != 0 { flags += " --latency-ms \(latencyMilliseconds)" }
        if maxSteps != Self.defaultMaxSteps { flags += " --max-steps \(maxSteps)" }
        if selfTest { flags += " --self-test" }
        // A mutant build is a patched copy of the tree: its replay applies the patch and builds it again.
        if let mutant { return "Scripts/sim-mutant.sh \(mutant) \(flags) --trace" }
        let build = Self.configuration == "release" ? " -c release" : ""
        return "SWIFT_DETERMINISTIC_HASHING=1 swift run\(build) --package-path Simulator yuno-sim \(flags) --trace"
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
