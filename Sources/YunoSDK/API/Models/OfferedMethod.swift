/// One entry of a checkout session's payment-method list as a Seamless or Lite flow reads it: the type and, for a
/// saved card, its vaulted token — all the flow checks before paying. Decoding only these two keys keeps the list's
/// nested `checkout` and `card_data` objects (most of its cost) out of every flow; the Full checkout's list reads
/// ``PaymentMethodInfo``.
struct OfferedMethod: Decodable, Sendable, Hashable {
    var type: String
    var vaultedToken: String?

    enum CodingKeys: String, CodingKey {
        case type
        case vaultedToken = "vaulted_token"
    }
}
