import Foundation

/// Errors of the sandbox's direct (non-HTTP) test helpers such as
/// ``YunoSandbox/vaultCard(number:expirationMonth:expirationYear:holderName:forCustomer:)``.
///
/// A plain value; safe to share across isolation domains. Descriptions never contain card data.
public enum SandboxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No customer with this id exists in the sandbox.
    case unknownCustomer(String)
    /// The card was rejected; `reason` never contains the number or expiry.
    case invalidCard(reason: String)

    /// A readable summary without card data.
    public var description: String {
        switch self {
        case .unknownCustomer(let id): "unknown customer \(id)"
        case .invalidCard(let reason): "invalid card: \(reason)"
        }
    }
}
