import Foundation

/// How the SDK writes request bodies: snake_case keys (spelled out in each request's `CodingKeys`: a key strategy
/// converts every key on every call, measurably slower), ISO 8601 dates, sorted keys. Responses are read by
/// ``WireDocument`` instead (see the README's "Hot paths").
///
/// One encoder is shared by every request: configuring a fresh one per request cost allocations on every call
/// (measured in Benchmarks/). It is `Sendable` and safe to use concurrently once configured.
enum JSONCoding {
    /// The shared, configured encoder (sorted keys, ISO 8601).
    static let sharedEncoder = encoder()

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
