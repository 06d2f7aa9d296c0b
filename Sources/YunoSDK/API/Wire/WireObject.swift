/// A JSON object of a ``WireDocument`` read by `Key`s (a model's `String` enum of its published keys): each read
/// finds its key by comparing bytes along the object's members, which for the API's objects (at most ~25 keys) is
/// cheaper than hashing them into a dictionary first. Unknown keys are ignored; when a key repeats, the first wins.
struct WireObject<Key: RawRepresentable<String>>: Sendable {
    let document: WireDocument
    let index: Int

    /// The value under `key`, or `nil` when the object has no such key.
    func value(for key: Key) -> WireValue? {
        document.member(named: key.rawValue, in: index).map { WireValue(document: document, index: $0) }
    }

    /// The value under `key` as a `T`; absent is `missingKey`, `null` is `wrongType`.
    func decode<T: WireDecodable>(_ type: T.Type, _ key: Key) throws(WireDecodingError) -> T {
        guard let value = value(for: key) else { throw WireDecodingError(.missingKey(key.rawValue)) }
        return try Self.read(T.self, value, under: key)
    }

    /// The value under `key` as a `T`, or `nil` when the key is absent or `null`; another type still throws.
    func decodeIfPresent<T: WireDecodable>(_ type: T.Type, _ key: Key) throws(WireDecodingError) -> T? {
        guard let value = value(for: key), !value.isNull else { return nil }
        return try Self.read(T.self, value, under: key)
    }

    /// `value` as a `T`, an error naming `key` as where it happened.
    private static func read<T: WireDecodable>(
        _ type: T.Type, _ value: WireValue, under key: Key
    ) throws(WireDecodingError) -> T {
        do {
            return try T(wire: value)
        } catch {
            throw error.nested(under: key.rawValue)
        }
    }

    /// The value under `key` as a `T`, or `nil` when it is absent, `null` or unreadable: for fields no decision
    /// needs (a timestamp, a QR code's image), whose damage should not cost the payment's answer.
    func decodeLeniently<T: WireDecodable>(_ type: T.Type, _ key: Key) -> T? {
        try? decodeIfPresent(type, key)
    }
}
