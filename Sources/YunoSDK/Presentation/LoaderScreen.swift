/// What the loader shows and says while the SDK works on the network.
///
/// A plain value type, usable from any isolation domain; its text is in the flow's language.
public struct LoaderScreen: Sendable, Hashable {
    /// The line under the spinner, also its VoiceOver label ("Loading…").
    public let text: String
    /// The loader's accessibility identifier (``YunoAccessibilityIdentifier/loader``).
    public let accessibilityIdentifier = YunoAccessibilityIdentifier.loader

    /// The loader in `language`. Never fails.
    public init(language: YunoLanguage) {
        text = YunoLocalizer(language: language).string(.loaderLoading)
    }
}
