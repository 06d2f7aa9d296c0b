import Foundation

/// The body of `POST /v1/checkout/sessions/{cs}/payment/wallet`.
struct WalletRequest: Codable, Sendable {
    var result: String?
}
