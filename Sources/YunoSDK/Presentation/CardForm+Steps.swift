extension CardForm {
    /// The fields to show now: every visible field for ``CardFormType/oneStep``; only ``currentStep`` for
    /// ``CardFormType/stepByStep`` (number → expiry → security code → holder name).
    public var fieldsOnScreen: [Field] {
        configuration.formType == .stepByStep ? [currentStep] : visibleFields
    }

    /// The 1-based position of ``currentStep`` among the visible fields (always 1 for the one-step form).
    public var stepNumber: Int {
        guard configuration.formType == .stepByStep else { return 1 }
        return (visibleFields.firstIndex(of: currentStep) ?? 0) + 1
    }

    /// How many steps the form has: the number of visible fields, or 1 for the one-step form.
    public var stepCount: Int {
        configuration.formType == .stepByStep ? visibleFields.count : 1
    }

    /// Whether "back" is available: a step-by-step form past its first step.
    public var canGoBack: Bool {
        stepNumber > 1
    }

    /// Whether the form shows its last step, where "next" becomes "pay" (always true for the one-step form).
    public var isOnLastStep: Bool {
        stepNumber == stepCount
    }

    /// "Next": the shopper leaves the fields on screen. They are marked as touched (their errors become visible);
    /// when all are valid, the step-by-step form moves to the next field.
    ///
    /// - Returns: Whether the fields on screen are valid. On the last step (and in the one-step form) nothing moves:
    ///   the caller submits. Never throws.
    @discardableResult
    public func goToNextStep() -> Bool {
        let fields = fieldsOnScreen
        for field in fields { endEditing(field) }
        guard fields.allSatisfy({ error(for: $0) == nil }) else { return false }
        if configuration.formType == .stepByStep, !isOnLastStep {
            currentStep = visibleFields[stepNumber]
        }
        return true
    }

    /// "Back": the step-by-step form returns to the previous field without validating; does nothing on the first
    /// step or in the one-step form.
    public func goToPreviousStep() {
        guard canGoBack else { return }
        focusedField = nil
        currentStep = visibleFields[stepNumber - 2]
    }
}
