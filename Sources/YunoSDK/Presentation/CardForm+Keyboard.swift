extension CardForm {
    /// The bar above the keyboard (issue 37): the number pad has no return key, so without it a shopper in the
    /// number, expiry or security-code field has no way on and no way to close the keyboard.
    ///
    /// A plain value type, usable from any isolation domain.
    public struct KeyboardToolbar: Sendable, Hashable {
        /// "Previous", or `nil` when no field comes before (the button is not shown).
        public let previousTitle: String?
        /// "Next", or `nil` on the last field (the button is not shown).
        public let nextTitle: String?
        /// "Done": always shown; it closes the keyboard and never pays.
        public let doneTitle: String
    }

    /// The fields the keyboard focus moves through now, in order: ``fieldsOnScreen`` (every visible field on the
    /// one-step form, the holder name left out when hidden; the current step's field on the step-by-step form).
    public var focusOrder: [Field] {
        fieldsOnScreen
    }

    /// The field "Previous" goes to from `field`: the field before it in ``visibleFields`` (on the step-by-step
    /// form, the previous step's field), or `nil` for the first field or a field not shown.
    public func previousField(before field: Field) -> Field? {
        guard let index = visibleFields.firstIndex(of: field), index > 0 else { return nil }
        return visibleFields[index - 1]
    }

    /// The field "Next" goes to from `field`: the field after it in ``visibleFields`` (on the step-by-step form,
    /// the next step's field), or `nil` for the last field or a field not shown.
    public func nextField(after field: Field) -> Field? {
        guard let index = visibleFields.firstIndex(of: field), index + 1 < visibleFields.count else { return nil }
        return visibleFields[index + 1]
    }

    /// The keyboard bar while `field` has the focus, in the form's language: "Previous" where a field comes before,
    /// "Next" on every field but the last, "Done" always.
    public func keyboardToolbar(for field: Field) -> KeyboardToolbar {
        KeyboardToolbar(
            previousTitle: previousField(before: field).map { _ in localizer.string(.actionPrevious) },
            nextTitle: nextField(after: field).map { _ in localizer.string(.actionNext) },
            doneTitle: localizer.string(.actionDone))
    }

    /// "Previous" in the keyboard bar: the previous field gets the focus (`field` is left, so its error shows);
    /// on the step-by-step form, the previous step, as "Back" does. ``FocusMove/stay`` on the first field.
    public func keyboardPreviousPressed(in field: Field) -> FocusMove {
        guard let previous = previousField(before: field) else { return .stay }
        if fieldsOnScreen.contains(previous) {
            endEditing(field)
            return .focus(previous)
        }
        return backButtonPressed()
    }

    /// "Next" in the keyboard bar: what the return key does (``returnKeyPressed(in:)``): the next field gets the
    /// focus; on the step-by-step form the step moves on when its field is valid, else the keyboard closes so the
    /// step's error shows. ``FocusMove/stay`` on the last field (the bar shows no "Next" there).
    public func keyboardNextPressed(in field: Field) -> FocusMove {
        guard nextField(after: field) != nil else { return .stay }
        return returnKeyPressed(in: field)
    }

    /// "Done" in the keyboard bar: the keyboard closes and `field` shows its error, if any. It never submits, on
    /// the last field either: paying is the pay button's, which shows the amount, and in render mode the
    /// merchant's own button submits.
    public func keyboardDonePressed(in field: Field) -> FocusMove {
        endEditing(field)
        return .unfocus
    }
}

extension CardForm {
    /// Whether the native view places the caret in `field` itself after each edit
    /// (``edit(_:typed:caret:previousCaret:)``): the fields the form reformats as the shopper types (number,
    /// expiry). Nonisolated; never fails.
    public nonisolated func placesCaret(in field: Field) -> Bool {
        Self.formatter(for: field) != nil
    }

    /// The brand mark drawn beside `field`: ``brandMark`` beside the number, `nil` beside every other field.
    public func brandMark(for field: Field) -> CardBrandMark? {
        field == .number ? brandMark : nil
    }
}
