extension CardForm {
    /// What a view shows after the shopper edited a field: the field's new text, where its caret goes, and whether
    /// the keyboard focus moves on because the field became complete (``FocusMove/focus(_:)``, or
    /// ``FocusMove/stay``).
    ///
    /// A plain value type, usable from any isolation domain. It holds the field's text (card data), so its
    /// ``description``, `String(reflecting:)` and `dump` show only the caret and the move (SPEC §8).
    public struct TextEdit: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        /// The field's text as shown (the number grouped, the expiry with its slash).
        public let text: String
        /// The caret in ``text``, in UTF-16 code units (`String.Index(utf16Offset:in:)`).
        public let caret: Int
        /// ``FocusMove/focus(_:)`` when the edit completed the field (auto-advance), else ``FocusMove/stay``.
        public let move: FocusMove

        /// `TextEdit(caret: 6, move: stay)`: never the text.
        public var description: String {
            "TextEdit(caret: \(caret), move: \(move))"
        }

        /// The same redacted text as ``description``.
        public var debugDescription: String {
            description
        }

        /// A mirror with only the caret and the move, so `dump` never reaches the text.
        public var customMirror: Mirror {
            Mirror(self, children: ["caret": caret, "move": move], displayStyle: .struct)
        }
    }

    /// The shopper edited `field`; `typed` is its whole new text and `caret` the caret in it (UTF-16 code units),
    /// or `nil` when the platform does not tell (then it is inferred from the text shown before, see
    /// `previousCaret`).
    ///
    /// The text is stored as ``setText(_:for:)`` stores it, and the result says where the caret goes in the
    /// reformatted text: after the same digit, whether the shopper typed, deleted or pasted in the middle. Deleting
    /// only a separator (`4111 |2222` ⌫) deletes the digit before it, so the caret is never trapped behind a
    /// separator that formatting puts back.
    ///
    /// Auto-advance: when this edit makes the field complete and valid (``isComplete(_:)``) and another field
    /// follows (``nextField(after:)``), ``TextEdit/move`` moves the focus on as "Next" would. An invalid complete
    /// value (a Luhn failure, an expired month) never advances: the shopper stays to fix it.
    ///
    /// - Parameters:
    ///   - field: The field edited.
    ///   - typed: The field's whole text after the edit, as the text field holds it (separators included).
    ///   - caret: Where the caret is in `typed` (UTF-16 offset), when the platform says; `nil` otherwise.
    ///   - previousCaret: The caret before the edit, in the text shown then; only used when `caret` is `nil`, to
    ///     place an edit inside a run of equal digits.
    public func edit(_ field: Field, typed: String, caret: Int?, previousCaret: Int? = nil) -> TextEdit {
        let shown = text(for: field)
        var typed = typed
        var caret = CardCaret.clamped(
            caret ?? CardCaret.caretAfterEdit(from: shown, to: typed, previousCaret: previousCaret), in: typed)
        let format = Self.formatter(for: field)
        if let format, typed.utf16.count < shown.utf16.count, format(typed) == shown {
            // Only separators were deleted and formatting would put them back: delete the digit before instead.
            let digits = CardCaret.digitsAndSeparators(before: caret, in: typed).digits
            if digits > 0 { (typed, caret) = CardCaret.removingDigit(digits, from: typed) }
        }
        let wasComplete = isComplete(field)
        setText(typed, for: field)
        let stored = storedText(for: field)
        let shownNow: (text: String, caret: Int) =
            format.map { CardCaret.reformat(stored, caret: caret, format: $0) }
            ?? (stored, CardCaret.clamped(caret, in: stored))
        let move = !wasComplete && isComplete(field) ? autoAdvance(from: field) : .stay
        return TextEdit(text: shownNow.text, caret: shownNow.caret, move: move)
    }

    /// Whether `field` holds a complete, valid value, the point where the form moves on by itself: the number at
    /// its brand's longest length (19 digits where the brand is unknown) and valid; the expiry as `MM/YY` and not
    /// past; the security code at its brand's length (4 where the brand is unknown, which accepts 3 or 4) and
    /// valid. The holder name is never complete this way (its keyboard has a return key), nor is a field not shown.
    public func isComplete(_ field: Field) -> Bool {
        guard visibleFields.contains(field), error(for: field) == nil else { return false }
        switch field {
        case .number:
            guard let digits = CardValidation.normalizedDigits(number) else { return false }
            let longest = CardBrand.detect(fromDigits: digits)?.maximumLength ?? CardValidation.maximumNumberLength
            return digits.utf8.count == longest
        case .expiry:
            return (try? CardValidation.expiryParts(expiry))?.twoDigitYear == true
        case .securityCode:
            return securityCode.trimmingWhitespace().utf8.count == detectedBrand?.securityCodeLength ?? 4
        case .holderName:
            return false
        }
    }

    /// The move after `field` became complete: on to the next field (or the next step), or nowhere on the last one.
    private func autoAdvance(from field: Field) -> FocusMove {
        guard nextField(after: field) != nil else { return .stay }
        return returnKeyPressed(in: field)
    }

    /// The raw text stored for `field`, before display formatting.
    private func storedText(for field: Field) -> String {
        switch field {
        case .number: number
        case .expiry: expiry
        case .securityCode: securityCode
        case .holderName: holderName
        }
    }

    /// The display formatting of `field`, or `nil` when it is shown as typed.
    nonisolated static func formatter(for field: Field) -> (@Sendable (String) -> String)? {
        switch field {
        case .number: { formatNumber($0) }
        case .expiry: { formatExpiry($0) }
        case .securityCode, .holderName: nil
        }
    }
}
