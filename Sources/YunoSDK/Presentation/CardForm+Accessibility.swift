extension CardForm {
    /// The accessibility identifier of `field`'s control (see ``YunoAccessibilityIdentifier/field(_:)``).
    /// Nonisolated; never fails.
    public nonisolated func accessibilityIdentifier(for field: Field) -> String {
        YunoAccessibilityIdentifier.field(field)
    }

    /// The accessibility identifier of the error line under `field`. Nonisolated; never fails.
    public nonisolated func errorAccessibilityIdentifier(for field: Field) -> String {
        YunoAccessibilityIdentifier.error(for: field)
    }

    /// The VoiceOver label of `field`: its localized label ("Card number").
    public func accessibilityLabel(for field: Field) -> String {
        label(for: field)
    }

    /// The VoiceOver value of `field`, which never contains the card number, security code or expiry as typed:
    /// "Empty" with no input; for the number, "Visa, ending 0002" once it is complete and valid ("Card, ending 0002"
    /// for a local brand outside the known ranges), else "Filled"; for
    /// the expiry and security code, "Filled"; for the holder name, the name as typed (it is shown on screen and
    /// is not card data).
    public func accessibilityValue(for field: Field) -> String {
        let input = text(for: field)
        guard !input.trimmingWhitespace().isEmpty else { return localizer.string(.accessibilityEmpty) }
        switch field {
        case .number:
            guard let (digits, brand) = try? CardValidation.validateNumberOfAnyBrand(number) else {
                return localizer.string(.accessibilityFilled)
            }
            let name = brand?.displayName ?? localizer.string(.methodCard)
            return localizer.string(.accessibilityCardEnding, ["brand": name, "lastFour": String(digits.suffix(4))])
        case .expiry, .securityCode:
            return localizer.string(.accessibilityFilled)
        case .holderName:
            return String(holderName.trimmingWhitespace())
        }
    }

    /// The VoiceOver hint of `field`: the error shown under it (``message(for:)``), else how to fill it ("The long
    /// number printed on your card", "Month and year, as MM/YY", "The 4-digit code printed on your card" for
    /// American Express, the holder-name placeholder). Never contains input.
    public func accessibilityHint(for field: Field) -> String {
        if let message = message(for: field) { return message }
        switch field {
        case .number:
            return localizer.string(.accessibilityNumberHint)
        case .expiry:
            return localizer.string(.accessibilityExpiryHint, ["format": localizer.string(.cardExpiryPlaceholder)])
        case .securityCode:
            let digits = detectedBrand?.securityCodeLength ?? 3
            return localizer.string(.accessibilitySecurityCodeHint, ["digits": String(digits)])
        case .holderName:
            return localizer.string(.cardHolderNamePlaceholder)
        }
    }

    /// What VoiceOver says for the error shown under `field` ("Error in Card number. Enter the card number."), or
    /// `nil` when no error is shown (see ``visibleError(for:)``). Never contains input.
    public func errorAnnouncement(for field: Field) -> String? {
        message(for: field).map {
            localizer.string(.accessibilityFieldError, ["field": label(for: field), "message": $0])
        }
    }
}
