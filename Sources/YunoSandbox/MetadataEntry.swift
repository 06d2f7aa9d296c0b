import Foundation

/// One `metadata` entry of a checkout session: `{key, value}` (published; up to 120 entries).
struct MetadataEntry: Codable, Sendable, Hashable {
    var key: String?
    var value: String?
}
