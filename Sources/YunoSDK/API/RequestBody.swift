import Foundation

/// A request body of the Yuno API: an `Encodable` model that writes itself as JSON.
///
/// The client holds a body as `any RequestBody`; `json()` runs in the body's own type, so `JSONEncoder` encodes a
/// known type. Handed the existential instead, it took its slow path (a third more of the encoding's CPU in a
/// new-card flow, `perf`), casting the value to each type it special-cases.
protocol RequestBody: Encodable, Sendable {
    /// The body as JSON, through ``JSONCoding/sharedEncoder``.
    func json() throws -> Data
}

extension RequestBody {
    func json() throws -> Data { try JSONCoding.sharedEncoder.encode(self) }
}

extension TokenRequest: RequestBody {}
extension SeamlessPaymentRequest: RequestBody {}
extension ThreeDSResultRequest: RequestBody {}
extension WalletResultRequest: RequestBody {}
extension EnrollmentRequest: RequestBody {}
extension EnrollmentCardRequest: RequestBody {}
