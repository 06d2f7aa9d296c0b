/// What a request does to a session, read from its method and path (Yuno's published routes): the guarantee
/// checkers need only the session it touches and whether it may create a payment or reads one.
@_spi(Guarantees)
public struct RequestKind: Sendable, Hashable {
    /// The checkout or customer session the path names, if any.
    public let session: String?
    /// A write that may create a payment or an enrolment: the backend may hold its result although the answer
    /// never arrived.
    public let writes: Bool
    /// A read of the checkout session's payment (`GET …/checkout/sessions/{cs}/payment`).
    public let readsPayment: Bool

    /// Classifies `method` `path` (a query is ignored).
    public init(method: String, path: String) {
        let parts = path.split(separator: "?", maxSplits: 1).first.map { $0.split(separator: "/") } ?? []
        var session: String?
        if parts.count > 3, parts[0] == "v1", parts[1] == "checkout", parts[2] == "sessions" {
            session = String(parts[3])
        } else if parts.count > 4, parts[0] == "v1", parts[1] == "checkout", parts[2] == "customers",
            parts[3] == "sessions"
        {
            session = String(parts[4])
        } else if parts.count > 3, parts[0] == "v1", parts[1] == "customers", parts[2] == "sessions" {
            session = String(parts[3])
        }
        self.session = session
        let post = method.uppercased() == "POST"
        let last = parts.last.map(String.init)
        // Payment creation (…/payments) and the enrolment writes (…/payment-methods, …/enroll) of a session.
        self.writes = post && session != nil && (last == "payments" || last == "enroll" || last == "payment-methods")
        self.readsPayment = method.uppercased() == "GET" && session != nil && parts.count == 5 && last == "payment"
    }
}
