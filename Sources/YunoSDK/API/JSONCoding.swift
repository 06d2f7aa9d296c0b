import Foundation

/// The JSON conventions of the Yuno API: snake_case keys (spelled out in each model's `CodingKeys`: a key
/// strategy converts every key on every call, measurably slower), ISO 8601 dates.
///
/// One encoder and one decoder are shared by every request: configuring a fresh pair per request cost allocations
/// on every call (measured in Benchmarks/). Both are `Sendable` and safe to use concurrently once configured.
enum JSONCoding {
    /// The shared, configured encoder (sorted keys, ISO 8601).
    static let sharedEncoder = encoder()
    /// The shared, configured decoder (ISO 8601).
    static let sharedDecoder = decoder()

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
