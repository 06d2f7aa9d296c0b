/// What the loader shows and says while the SDK works on the network.
///
/// A plain value type, usable from any isolation domain; its text is in the flow's language.
public struct LoaderScreen: Sendable, Hashable {
    /// The line under the spinner, also its VoiceOver label ("Loading…").
    public let text: String
    /// The loader's accessibility identifier (``YunoAccessibilityIdentifier/loader``).
    public let accessibilityIdentifier = YunoAccessibilityIdentifier.loader

    /// The loader in `language` for `phase`: "Loading…", "Processing your payment…" or "Saving…". Never fails.
    public init(language: YunoLanguage, phase: Phase = .loading) {
        let key: YunoStringKey =
            switch phase {
            case .loading: .loaderLoading
            case .processingPayment: .loaderProcessing
            case .savingCard: .enrollSaving
            }
        text = YunoLocalizer(language: language).string(key)
    }

    /// What the SDK is doing while the loader shows.
    public enum Phase: Sendable, Hashable, CaseIterable {
        /// Loading what the next screen needs (the payment methods, the session): "Loading…".
        case loading
        /// The shopper paid; the payment is being made: "Processing your payment…".
        case processingPayment
        /// The shopper submitted a card to save (enrollment): "Saving…".
        case savingCard
    }
}
