import Foundation

/// A request body of the Yuno API: an `Encodable` model that writes itself as JSON.
///
/// The client holds a body as `any RequestBody`; `json()` runs in the body's own type, so ``WireJSONEncoder`` is
/// specialized for it and the API calls' async frames hold only the existential (a body generic through `send` was
/// inlined into them instead: `createToken`'s frame 288 → 656 bytes). Keys are written as each body's `CodingKeys`
/// spell them: the wire's snake_case names.
protocol RequestBody: Encodable, Sendable {
    /// The body as JSON, written by ``WireJSONEncoder`` (sorted keys, ISO 8601 dates, slashes unescaped).
    func json() throws -> Data
}

extension RequestBody {
    func json() throws -> Data { try WireJSONEncoder.encode(self, keys: .asDeclared) }
}

extension TokenRequest: RequestBody {}
extension SeamlessPaymentRequest: RequestBody {}
extension EnrollmentRequest: RequestBody {}
extension EnrollmentCardRequest: RequestBody {}
