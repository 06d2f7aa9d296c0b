extension CardForm {
    /// The mark for the brand detected so far (``detectedBrand``), drawn beside the number; the generic card mark
    /// while no known brand matches.
    public var brandMark: CardBrandMark {
        CardBrandMark(brand: detectedBrand, language: configuration.language)
    }
}
