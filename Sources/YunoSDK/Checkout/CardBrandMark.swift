/// The mark the card form shows beside the number for the brand it detects (issue 37, WCAG 2.2 §1.1.1): what to
/// draw and what VoiceOver says for it.
///
/// The SDK ships no brand artwork (logos are the schemes' trademarks): a mark is an SF Symbol with the brand's
/// wordmark as text, and the generic card symbol while no known brand matches. A plain value type, usable from any
/// isolation domain.
public struct CardBrandMark: Sendable, Hashable {
    /// The detected brand, or `nil` for the generic card mark (no number yet, too few digits, or a local brand
    /// outside the known ranges).
    public let brand: CardBrand?
    /// The SF Symbol drawn: `creditcard.fill` for a known brand, `creditcard` for the generic mark.
    public let symbolName: String
    /// The brand's name drawn beside the symbol ("Visa"), or `nil` for the generic mark.
    public let wordmark: String?
    /// What VoiceOver says for the mark: the brand's display name, or "Card" (`method.card`) in the form's
    /// language for the generic mark.
    public let accessibilityLabel: String

    /// The mark of `brand` (`nil`: the generic card mark), labelled in `language`.
    public init(brand: CardBrand?, language: YunoLanguage) {
        self.brand = brand
        if let brand {
            symbolName = "creditcard.fill"
            wordmark = brand.displayName
            accessibilityLabel = brand.displayName
        } else {
            symbolName = "creditcard"
            wordmark = nil
            accessibilityLabel = YunoLocalizer(language: language).string(.methodCard)
        }
    }
}
