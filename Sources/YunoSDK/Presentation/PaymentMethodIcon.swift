import Foundation

/// What a payment-method row shows as its icon: the backend's published icon (`icon` of the payment-method list)
/// when its address is safe to load, over the SF Symbol of the method's category, which is shown while the image
/// loads, when it fails to load and when there is no acceptable address.
///
/// The icon is decorative: the row's accessibility label already names the method, so VoiceOver skips the icon
/// (WCAG 2.2 §1.1.1, non-text content that is pure decoration is ignored by assistive technology). Its
/// ``accessibilityLabel`` names the method for a front end that shows the icon on its own.
public struct PaymentMethodIcon: Sendable, Hashable {
    /// The longest icon address loaded, in characters; a longer one is refused (no real icon URL is that long).
    public static let maximumURLLength = 2048

    /// The address to load the icon from, or `nil` to show ``symbolName`` only.
    public let remoteURL: URL?
    /// The SF Symbol shown when there is no image: before it loads, when it fails and without ``remoteURL``.
    public let symbolName: String
    /// What VoiceOver would say for the icon on its own: the method's name.
    public let accessibilityLabel: String
    /// Whether VoiceOver skips the icon: true in a row, whose own label names the method.
    public let isAccessibilityHidden: Bool

    /// An icon loading `remoteURL` over `symbolName`, labelled `accessibilityLabel`.
    public init(remoteURL: URL?, symbolName: String, accessibilityLabel: String, isAccessibilityHidden: Bool = true) {
        self.remoteURL = remoteURL
        self.symbolName = symbolName
        self.accessibilityLabel = accessibilityLabel
        self.isAccessibilityHidden = isAccessibilityHidden
    }

    /// The address in `raw` when it is safe to load as an icon, else `nil`: an absolute `https` URL with a host,
    /// without user name or password, and at most ``maximumURLLength`` characters. Anything else (an asset name, a
    /// plain `http`, `data:`, `file:` or `javascript:` URL, an empty string) is refused, so a row never loads an
    /// icon over an unencrypted or local channel.
    public static func acceptableURL(_ raw: String?) -> URL? {
        guard let raw else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= maximumURLLength,
            let components = URLComponents(string: trimmed),
            components.scheme?.lowercased() == "https",
            let host = components.host, !host.isEmpty,
            components.user == nil, components.password == nil
        else { return nil }
        return components.url
    }
}
