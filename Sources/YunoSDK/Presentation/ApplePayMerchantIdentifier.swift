/// An Apple Pay merchant identifier, checked: `merchant.` followed by a reverse-DNS name of at least two parts
/// (`merchant.com.acme.shop`), each made of ASCII letters, digits and hyphens, 255 characters at most. [ours]
///
/// Yuno documents the merchant identifier as the app's own (Xcode's Signing & Capabilities, matching the one in the
/// Yuno dashboard) and publishes no SDK field for it yet. ``YunoConfig/applePayMerchantIdentifier`` holds the text;
/// the SDK's own screens draw the Apple Pay sheet only when that text passes this check. Call
/// ``init(validating:)`` at start-up to learn the precise reason a configured identifier is refused.
public struct ApplePayMerchantIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The identifier, as configured.
    public let rawValue: String

    /// Checks `text` and keeps it.
    ///
    /// - Throws: ``Invalid`` naming the first rule `text` breaks. Nothing is trimmed or changed: the identifier must
    ///   match the app's entitlement exactly.
    public init(validating text: String) throws(Invalid) {
        try Self.check(text)
        rawValue = text
    }

    /// The identifier itself (not secret: Apple shows it in the app's entitlements).
    public var description: String { rawValue }

    /// Why a merchant identifier was refused.
    public enum Invalid: Error, Sendable, Hashable, CustomStringConvertible {
        /// The text is empty.
        case empty
        /// The text is longer than ``ApplePayMerchantIdentifier/maximumLength`` characters.
        case tooLong(count: Int)
        /// The text does not start with `merchant.` (lowercase, as Apple creates merchant IDs).
        case missingPrefix
        /// After `merchant.` there are fewer than two reverse-DNS parts (`merchant.acme`).
        case tooFewParts
        /// Two dots follow each other, or the text ends with a dot.
        case emptyPart
        /// A character other than an ASCII letter, digit, hyphen or dot (a space, `_`, `/`…).
        case invalidCharacter(Character)

        /// A precise English reason, for logs and start-up checks.
        public var description: String {
            switch self {
            case .empty: "The Apple Pay merchant identifier is empty."
            case .tooLong(let count):
                "The Apple Pay merchant identifier has \(count) characters; at most \(maximumLength) are allowed."
            case .missingPrefix: "The Apple Pay merchant identifier must start with \"merchant.\"."
            case .tooFewParts:
                "The Apple Pay merchant identifier needs a reverse-DNS name after \"merchant.\" (merchant.com.acme)."
            case .emptyPart: "The Apple Pay merchant identifier has an empty part (two dots, or a trailing dot)."
            case .invalidCharacter(let character):
                "The Apple Pay merchant identifier contains \"\(character)\"; only ASCII letters, digits, \"-\" and "
                    + "\".\" are allowed."
            }
        }
    }

    /// The longest identifier accepted.
    public static let maximumLength = 255

    private static let prefix = "merchant."

    private static func check(_ text: String) throws(Invalid) {
        guard !text.isEmpty else { throw .empty }
        guard text.count <= maximumLength else { throw .tooLong(count: text.count) }
        guard text.hasPrefix(prefix) else { throw .missingPrefix }
        if let bad = text.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".")) }) {
            throw .invalidCharacter(bad)
        }
        let parts = text.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { throw .emptyPart }
        guard parts.count >= 2 else { throw .tooFewParts }
    }
}
