/// A checkout session id (or, for an enrollment flow, a customer session id) as the SDK keys, compares and logs it:
/// lowercased once, where it enters the SDK, so a session the app spells in upper case finds its flow, and every
/// log line about it carries the same prefix.
struct CheckoutSession: Hashable, Sendable, CustomStringConvertible {
    /// The id, lowercased.
    let id: String

    /// `raw` as the SDK keys it. No validation: a start validates first (`InputValidation`); a lookup with a
    /// malformed id simply finds nothing.
    init(_ raw: String) {
        // The caller's own string when it is lowercase already (the common case: no copy).
        id = raw.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) ? raw.lowercased() : raw
    }

    var description: String { id }

    /// The prefix of every log line about this session.
    var logPrefix: String { "[\(id)]" }
}
