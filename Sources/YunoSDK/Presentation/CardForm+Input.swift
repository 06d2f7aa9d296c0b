extension CardForm {
    /// What a native view does after the shopper pressed a key or a button of the form: every focus change and
    /// every submission is decided here, and a view only carries it out.
    ///
    /// A plain value type, usable from any isolation domain.
    public enum FocusMove: Sendable, Hashable {
        /// Move the keyboard focus to this field.
        case focus(Field)
        /// Close the keyboard (the field left shows its error, if any).
        case unfocus
        /// Close the keyboard and submit the form (the pay button was pressed while enabled).
        case submit
        /// Nothing to do (a disabled or busy button, "back" on the first step).
        case stay
    }

    // MARK: Field traits (fixed per field)

    /// The keyboard of `field`: ``CardFieldKeyboard/numberPad`` for the number, expiry and security code,
    /// ``CardFieldKeyboard/text`` for the holder name. Nonisolated; never fails.
    public nonisolated func keyboard(for field: Field) -> CardFieldKeyboard {
        field == .holderName ? .text : .numberPad
    }

    /// The AutoFill content type of `field`. Nonisolated; never fails.
    public nonisolated func textContentType(for field: Field) -> CardFieldContentType {
        switch field {
        case .number: .creditCardNumber
        case .expiry: .creditCardExpiration
        case .securityCode: .creditCardSecurityCode
        case .holderName: .creditCardName
        }
    }

    /// The capitalization of `field`: words for the holder name, none elsewhere. Nonisolated; never fails.
    public nonisolated func capitalization(for field: Field) -> CardFieldCapitalization {
        field == .holderName ? .words : .never
    }

    /// Whether `field` is drawn as a secure (masked) field: only the security code. Autocorrection is off in
    /// every field. Nonisolated; never fails.
    public nonisolated func isSecure(_ field: Field) -> Bool {
        field == .securityCode
    }

    /// The most characters `field` keeps (longer input is cut by ``setText(_:for:)``): room for separators and for
    /// a too-long value's error, never unbounded text. Nonisolated; never fails.
    public nonisolated func maximumLength(for field: Field) -> Int {
        switch field {
        case .number: 40
        case .expiry: 9
        case .securityCode: 8
        case .holderName: CardValidation.maximumHolderNameLength + 1
        }
    }

    /// The theme role of `field`'s border: the error color while an error is shown under it, the accent while the
    /// shopper types in it, else the field border.
    public func borderRole(for field: Field) -> ScreenTheme.Role {
        if message(for: field) != nil { return .error }
        return focusedField == field ? .accent : .fieldBorder
    }

    /// The return key of `field`: ``CardFieldSubmitLabel/next`` unless it is the form's last visible field.
    public func submitLabel(for field: Field) -> CardFieldSubmitLabel {
        field == visibleFields.last ? .done : .next
    }

    // MARK: Text binding

    /// The text a field shows: the number grouped (``formattedNumber``), the expiry with its slash
    /// (``formattedExpiry``), the security code and holder name as typed.
    public func text(for field: Field) -> String {
        switch field {
        case .number: formattedNumber
        case .expiry: formattedExpiry
        case .securityCode: securityCode
        case .holderName: holderName
        }
    }

    /// Stores what the shopper typed or pasted in `field`, cut to ``maximumLength(for:)`` characters. Never fails:
    /// invalid input is kept and reported by ``error(for:)``.
    public func setText(_ text: String, for field: Field) {
        let kept = String(text.prefix(maximumLength(for: field)))
        switch field {
        case .number: number = kept
        case .expiry: expiry = kept
        case .securityCode: securityCode = kept
        case .holderName: holderName = kept
        }
    }

    // MARK: Focus and keys

    /// The keyboard focus moved from `old` to `new` (either may be `nil`): `old` is left (``endEditing(_:)``, its
    /// error becomes visible) and `new` is entered (``beginEditing(_:)``, its error hides while the shopper types).
    public func focusChanged(from old: Field?, to new: Field?) {
        if let old, old != new { endEditing(old) }
        if let new { beginEditing(new) }
    }

    /// The shopper pressed the return key in `field`: the next field on screen gets the focus; on the last field
    /// on screen the step-by-step form goes to its next step (``goToNextStep()``), else the keyboard closes. The
    /// return key never submits the form.
    public func returnKeyPressed(in field: Field) -> FocusMove {
        let fields = fieldsOnScreen
        if let index = fields.firstIndex(of: field), index + 1 < fields.count {
            endEditing(field)
            return .focus(fields[index + 1])
        }
        if configuration.formType == .stepByStep, !isOnLastStep {
            return goToNextStep() ? .focus(currentStep) : .unfocus
        }
        endEditing(field)
        return .unfocus
    }

    // MARK: Buttons

    /// Whether the primary button is shown: always before the last step of a step-by-step form ("next"); on the
    /// last step only when the view can submit (`canSubmit` is false in render mode, where the merchant's own
    /// button calls `submitForm()`).
    public func showsPrimaryButton(canSubmit: Bool) -> Bool {
        canSubmit || !isOnLastStep
    }

    /// The primary button's title: ``submitTitle`` ("Next", "Pay $52,000.00", "Processing…"; "Save card",
    /// "Saving…" for an enrollment).
    public var primaryButtonTitle: String {
        submitTitle
    }

    /// The primary button's state: ``submitState`` on the last step; before it, "next" is enabled (pressing it
    /// shows the step's error) unless the form is busy.
    public var primaryButtonState: SubmitState {
        guard !isOnLastStep else { return submitState }
        return isSubmitting ? .busy : .enabled
    }

    /// The primary button's accessibility identifier: ``YunoAccessibilityIdentifier/pay`` on the last step, else
    /// ``YunoAccessibilityIdentifier/next``.
    public var primaryButtonIdentifier: String {
        isOnLastStep ? YunoAccessibilityIdentifier.pay : YunoAccessibilityIdentifier.next
    }

    /// The shopper pressed the primary button: ``FocusMove/submit`` on the last step when enabled; before it, the
    /// step-by-step form moves on (``goToNextStep()``) and focuses the new field, or closes the keyboard so the
    /// step's error shows; ``FocusMove/stay`` when the button is disabled or busy.
    public func primaryButtonPressed() -> FocusMove {
        guard primaryButtonState == .enabled else { return .stay }
        guard !isOnLastStep else { return .submit }
        return goToNextStep() ? .focus(currentStep) : .unfocus
    }

    /// Whether the "back" button is shown: a step-by-step form past its first step (``canGoBack``).
    public var showsBackButton: Bool {
        canGoBack
    }

    /// The "back" button's title, in the form's language.
    public var backButtonTitle: String {
        localizer.string(.actionBack)
    }

    /// The cancel button's title, in the form's language.
    public var cancelButtonTitle: String {
        localizer.string(.actionCancel)
    }

    /// The shopper pressed "back": the previous step's field gets the focus, or nothing happens on the first step.
    public func backButtonPressed() -> FocusMove {
        guard canGoBack else { return .stay }
        goToPreviousStep()
        return .focus(currentStep)
    }
}

extension CardForm.SubmitState {
    /// Whether the button can be pressed: only when ``enabled``. Nonisolated.
    public var isEnabled: Bool {
        self == .enabled
    }

    /// Whether the button shows a progress indicator: only while ``busy``. Nonisolated.
    public var showsProgress: Bool {
        self == .busy
    }

    /// How the button is drawn: disabled while ``disabled``, else primary (busy keeps its color). Nonisolated.
    public var buttonKind: ScreenTheme.ButtonKind {
        self == .disabled ? .disabled : .primary
    }
}
