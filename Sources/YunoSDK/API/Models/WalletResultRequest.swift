/// The body authorizing a wallet payment ([ours], see ``YunoEndpoint``).
struct WalletResultRequest: Encodable, Sendable {
    var result: String
}
