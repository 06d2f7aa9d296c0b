extension CardForm: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `CardForm(hidesCardholderName: …, showsSaveCard: …, formType: …, language: …, purpose: …)`: configuration
    /// only, never input. Nonisolated.
    public nonisolated var description: String {
        "CardForm(hidesCardholderName: \(configuration.hidesCardholderName), "
            + "showsSaveCard: \(configuration.showsSaveCard), formType: \(configuration.formType.rawValue), "
            + "language: \(configuration.language.rawValue), purpose: \(configuration.purpose.rawValue))"
    }

    /// The same redacted text as ``description``. Nonisolated.
    public nonisolated var debugDescription: String {
        description
    }

    /// A mirror with only the configuration, so `dump` never reaches the input. Nonisolated.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: ["configuration": configuration], displayStyle: .class)
    }
}
