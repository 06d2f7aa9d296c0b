import Foundation

/// The Yuno API environment a client talks to.
///
/// By default (``automatic``) the environment is derived from the API key's prefix: `sandbox_`, `staging_`,
/// `dev_` or `prod_` (SPEC §6.1). ``custom(_:)`` points the SDK at another base URL, such as the emulator
/// served over HTTP on a loopback address; it must be HTTPS unless the host is a loopback address.
public enum YunoEnvironment: Sendable, Hashable {
    /// Derive the environment from the API key prefix.
    case automatic
    /// `https://api.y.uno`.
    case production
    /// `https://api.eu.y.uno`.
    case productionEU
    /// `https://api-sandbox.y.uno`.
    case sandbox
    /// `https://api-staging.y.uno`.
    case staging
    /// `https://api-dev.y.uno`.
    case dev
    /// Any base URL (HTTPS, or HTTP on a loopback address).
    case custom(URL)

    /// The base URL requests are sent to, or `nil` for ``automatic`` (which has none until a key resolves it).
    public var baseURL: URL? {
        switch self {
        case .automatic: nil
        case .production: URL(string: "https://api.y.uno")
        case .productionEU: URL(string: "https://api.eu.y.uno")
        case .sandbox: URL(string: "https://api-sandbox.y.uno")
        case .staging: URL(string: "https://api-staging.y.uno")
        case .dev: URL(string: "https://api-dev.y.uno")
        case .custom(let url): url
        }
    }

    /// The environment an API key's prefix selects, or `nil` when the prefix is unknown.
    public static func derived(fromAPIKey apiKey: String) -> YunoEnvironment? {
        if apiKey.hasPrefix("sandbox_") { return .sandbox }
        if apiKey.hasPrefix("staging_") { return .staging }
        if apiKey.hasPrefix("dev_") { return .dev }
        if apiKey.hasPrefix("prod_") { return .production }
        return nil
    }
}
