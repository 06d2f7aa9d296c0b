import Synchronization

/// The HTTP emulator's log lines (method, path, status, duration), collected from its event-loop threads.
public final class ServerLog: Sendable {
    // A Mutex, not an actor: the server's log callback is synchronous.
    private let lines = Mutex<[String]>([])

    /// An empty log.
    public init() {}

    /// Appends one line.
    public func append(_ line: String) { lines.withLock { $0.append(line) } }

    /// The lines so far without their durations (`POST /v1/… → 201`), so two runs compare equal.
    public var requests: [String] {
        lines.withLock { $0 }.map { line in
            line.range(of: " (").map { String(line[..<$0.lowerBound]) } ?? line
        }
    }
}
