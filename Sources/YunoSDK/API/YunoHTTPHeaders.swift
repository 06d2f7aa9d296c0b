/// HTTP header fields with case-insensitive names, as HTTP defines them.
///
/// A value type; safe to share across isolation domains. Names are stored lowercased, so
/// `headers["Public-Api-Key"]` and `headers["public-api-key"]` read the same field.
public struct YunoHTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    private var fields: [String: String]

    /// Creates headers from name/value pairs; later duplicates win.
    public init(_ fields: [String: String] = [:]) {
        self.fields = [:]
        for (name, value) in fields { self.fields[Self.key(name)] = value }
    }

    /// Creates headers from fields whose names are already lowercase (the SDK's own requests): stored as they are.
    init(lowercased fields: [String: String]) {
        self.fields = fields
    }

    /// Creates headers from a dictionary literal; later duplicates win.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Reads or writes the field with this name, compared case-insensitively. Setting `nil` removes it.
    public subscript(name: String) -> String? {
        get { fields[Self.key(name)] }
        set { fields[Self.key(name)] = newValue }
    }

    /// `name` lowercased; an already lowercase name is returned as it is (lowercasing copies a long name).
    private static func key(_ name: String) -> String {
        name.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) ? name.lowercased() : name
    }

    /// Iterates the fields as (lowercased name, value) pairs, in no particular order.
    public func makeIterator() -> Dictionary<String, String>.Iterator { fields.makeIterator() }

    /// The number of fields.
    public var count: Int { fields.count }
}
