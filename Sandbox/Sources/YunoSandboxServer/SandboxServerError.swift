import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why ``SandboxServer`` could not serve, when the reason is one a person can act on.
public enum SandboxServerError: Error, Equatable, CustomStringConvertible {
    /// Another process (often another `yuno-sandbox`) already listens on `port` of `host`.
    case portInUse(host: String, port: Int)

    /// One line naming the port and what to do (`--port 0` picks a free one).
    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "port \(port) on \(host) is already in use (another yuno-sandbox?); "
                + "stop it, or choose a port with --port N (--port 0 picks a free one)"
        }
    }

    /// The error NIO throws when binding fails because the address is taken.
    static func isAddressInUse(_ error: any Error) -> Bool {
        (error as? IOError)?.errnoCode == EADDRINUSE
    }
}
