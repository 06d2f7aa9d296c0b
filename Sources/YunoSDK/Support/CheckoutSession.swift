/// A checkout session id (or, for an enrollment flow, a customer session id) as the SDK keys, compares and logs it:
/// lowercased once, where it enters the SDK, so a session the app spells in upper case finds its flow, and every
/// log line about it carries the same prefix.
///
/// Hashed once, when made: the client's registry (on the main actor) keys its flows and outcomes by session, and a
/// table that grows or closes a gap hashes every key it moves again. With 10,000 flows in flight the longest
/// main-actor job took 1.9–2.0 ms of CPU when each move hashed the id's text, 0.8–1.5 ms since
/// (`yuno-bench-report --main-actor-only`, the stall row).
struct CheckoutSession: Hashable, Sendable, CustomStringConvertible {
    /// The id, lowercased.
    let id: String
    /// `id`'s hash, this process's (`String.hashValue` is seeded per process, and a session never leaves it).
    private let idHash: Int

    /// `raw` as the SDK keys it. No validation: a start validates first (`InputValidation`); a lookup with a
    /// malformed id simply finds nothing.
    init(_ raw: String) {
        self.init(lowercased: Self.lowercased(raw))
    }

    /// `id` as it is: already lowercased, as a start's validated session is (`InputValidation.checkoutSession`).
    init(lowercased id: String) {
        self.id = id
        idHash = id.hashValue
    }

    /// `raw` as the SDK spells a session: the caller's own string when it is lowercase already (the common case:
    /// no copy), with no hash made (a start validates the id before its flow makes the key).
    static func lowercased(_ raw: String) -> String {
        raw.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) ? raw.lowercased() : raw
    }

    static func == (lhs: CheckoutSession, rhs: CheckoutSession) -> Bool {
        lhs.idHash == rhs.idHash && lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(idHash)
    }

    var description: String { id }

    /// The prefix of every log line about this session.
    var logPrefix: String { "[\(id)]" }
}
