/// Where the SDK writes its log lines.
///
/// A `Sendable` value wrapping a handler; the handler may be called from any isolation domain, concurrently.
/// Log lines never contain card numbers, security codes or expiry dates.
public struct YunoLogger: Sendable {
    /// The severity of a log line.
    public enum Level: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// Step-by-step detail.
        case debug
        /// Notable events: flow started, payment created, result.
        case info
        /// A flow ended with an error.
        case error

        /// Orders levels by severity.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The level's name.
        public var description: String {
            switch self {
            case .debug: "debug"
            case .info: "info"
            case .error: "error"
            }
        }
    }

    private let minimumLevel: Level
    private let handler: @Sendable (Level, String) -> Void

    /// Creates a logger that passes lines at or above `minimumLevel` to `handler`.
    public init(minimumLevel: Level = .info, handler: @escaping @Sendable (Level, String) -> Void) {
        self.minimumLevel = minimumLevel
        self.handler = handler
    }

    /// A logger that drops everything.
    public static let disabled = YunoLogger(minimumLevel: .error) { _, _ in }

    /// Writes `message()` when `level` passes the minimum level; the message is built only then. Control
    /// characters are escaped (`\n` → `\\n`), so caller text inside a message can never forge a second line.
    public func log(_ level: Level, _ message: @autoclosure () -> String) {
        guard level >= minimumLevel else { return }
        handler(level, LogSafe.line(message()))
    }
}

extension YunoLogger {
    /// Logs `message` about `session`, behind the session's own prefix.
    func log(_ level: Level, _ session: CheckoutSession, _ message: @autoclosure () -> String) {
        log(level, "\(session.logPrefix) \(message())")
    }
}
