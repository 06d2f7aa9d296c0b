extension CardForm {
    // MARK: Error visibility

    /// The shopper started typing in `field`: its error is hidden until they leave it (errors never appear while
    /// typing).
    public func beginEditing(_ field: Field) {
        focusedField = field
    }

    /// The shopper left `field` (focus moved away, or "next"): its error becomes visible.
    public func endEditing(_ field: Field) {
        touchedFields.insert(field)
        if focusedField == field { focusedField = nil }
    }

    /// The error a UI should show under `field` now: the field's current ``error(for:)``, but only once the shopper
    /// left the field or tried to submit, and never while they type in it. `nil` otherwise.
    public func visibleError(for field: Field) -> CardFieldError? {
        guard field != focusedField, hasAttemptedSubmit || touchedFields.contains(field) else { return nil }
        return error(for: field)
    }

    /// ``visibleError(for:)`` as a message in the form's language, or `nil` when no error is shown.
    public func message(for field: Field) -> String? {
        visibleError(for: field).map(localizer.message(for:))
    }

    // MARK: Submit state

    /// The submit button's state: busy while tokenizing, else enabled exactly when every visible field is valid.
    public var submitState: SubmitState {
        if isSubmitting { return .busy }
        return isValid ? .enabled : .disabled
    }

    /// Leaves the busy state after tokenization ended without a result (for example a network failure), so the
    /// shopper can submit again. The input is kept.
    public func endSubmission() {
        isSubmitting = false
    }

    // MARK: Formatting

    /// The card number as typed, grouped for display by the detected brand (`4507 9900 0000 0002`,
    /// American Express `3700 000000 00002`, 19 digits `6011 0000 0000 0000 004`); unchanged when it contains
    /// characters other than digits and separators.
    public var formattedNumber: String {
        Self.formatNumber(number)
    }

    /// The expiry as typed, with the slash inserted (`1128` → `11/28`).
    public var formattedExpiry: String {
        Self.formatExpiry(expiry)
    }

    /// Groups the digits of a (possibly partial or pasted) card number for display: separators are dropped and the
    /// brand's grouping is applied as far as the digits go; past the brand's usual length, groups of four. Where no
    /// known brand matches (a local brand such as Cabal or Naranja), the generic groups of four.
    ///
    /// - Returns: The grouped digits, or `input` unchanged when it contains anything but digits and separators.
    ///   Nonisolated; never fails.
    public nonisolated static func formatNumber(_ input: String) -> String {
        guard let digits = CardValidation.normalizedDigits(input) else { return input }
        let pattern = CardBrand.displayGroups(for: CardBrand.detect(fromDigits: digits), count: digits.utf8.count)
        var groups: [Substring] = []
        var rest = Substring(digits)
        for size in pattern where !rest.isEmpty {
            groups.append(rest.prefix(size))
            rest = rest.dropFirst(size)
        }
        return groups.joined(separator: " ")
    }

    /// Inserts the slash in an expiry typed as digits (`1128` → `11/28`, `112028` → `11/2028`, `112` → `11/2`).
    ///
    /// - Returns: Input that already has a slash or contains anything but digits, trimmed and otherwise unchanged.
    ///   Nonisolated; never fails.
    public nonisolated static func formatExpiry(_ input: String) -> String {
        let trimmed = String(input.trimmingWhitespace(newlines: false))
        guard trimmed.count > 2, trimmed.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return trimmed }
        return "\(trimmed.prefix(2))/\(trimmed.dropFirst(2))"
    }

    // MARK: Localized text

    /// The localizer for the form's language. Nonisolated.
    public nonisolated var localizer: YunoLocalizer {
        YunoLocalizer(language: configuration.language)
    }

    /// The form's title, in its language.
    public var title: String {
        localizer.string(.cardFormTitle)
    }

    /// The label of `field`, in the form's language.
    public func label(for field: Field) -> String {
        localizer.label(for: field)
    }

    /// The placeholder of `field`: grouped sample digits for the number, `MM/YY` in the form's language, `123`
    /// (`1234` for American Express) and the holder-name hint.
    public func placeholder(for field: Field) -> String {
        switch field {
        case .number: detectedBrand == .amex ? "3700 000000 00000" : "0000 0000 0000 0000"
        case .expiry: localizer.string(.cardExpiryPlaceholder)
        case .securityCode: String("1234".prefix(detectedBrand?.securityCodeLength ?? 3))
        case .holderName: localizer.string(.cardHolderNamePlaceholder)
        }
    }

    /// The detected brand as a line (`Card brand: Visa`), or `nil` while unknown.
    public var brandText: String? {
        detectedBrand.map { localizer.string(.cardBrand, ["brand": $0.displayName]) }
    }

    /// The step indicator (`Step 2 of 4`) for the step-by-step form; `nil` for the one-step form.
    public var stepText: String? {
        guard configuration.formType == .stepByStep else { return nil }
        return localizer.string(.cardStep, ["current": String(stepNumber), "total": String(stepCount)])
    }

    /// The "save card" checkbox's label, or `nil` when the configuration does not offer it (an enrollment form never
    /// does: saving the card is what it is for; see ``vaultsOnSuccess``).
    public var saveCardText: String? {
        offersSaveCard ? localizer.string(.cardSaveCard) : nil
    }

    /// The submit button's title, which is also its VoiceOver label: "Next" on a step-by-step form before its last
    /// step; for an enrollment form (``Configuration/purpose`` ``YunoFlowPurpose/enrollment``) "Saving…" while busy,
    /// else "Save card" (never an amount); for a payment form "Processing…" while busy, else "Pay $52,000.00" when
    /// ``amount`` and ``currency`` are set (formatted for the form's language with the currency's ISO 4217 minor
    /// units), else "Pay".
    public var submitTitle: String {
        let enrolls = configuration.purpose == .enrollment
        if isSubmitting { return localizer.string(enrolls ? .enrollSaving : .cardProcessing) }
        guard isOnLastStep else { return localizer.string(.actionNext) }
        if enrolls { return localizer.string(.enrollSaveCard) }
        guard let amount, let currency,
            let formatted = ISOCurrency.formatted(amount, currency: currency, in: configuration.language)
        else { return localizer.string(.cardPay) }
        return localizer.string(.cardPayAmount, ["amount": formatted])
    }
}
