extension PaymentStatusScreen {
    /// The "done" button's title in `language`.
    public func doneButtonTitle(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(.actionDone)
    }

    /// The heading above ``informationRows(in:)`` in `language` ("Payment information"), or `nil` when there are
    /// no rows or the screen is an enrollment's (no payment to speak of: its rows, if any, stand without a heading).
    public func informationHeading(in language: YunoLanguage) -> String? {
        guard purpose == .payment, !informationRows(in: language).isEmpty else { return nil }
        return YunoLocalizer(language: language).string(.statusInformation)
    }

    /// The SF Symbol drawn above the title: a check for an approved payment (or a saved card), a clock while it is in process, a
    /// cross for a declined, failed or cancelled one, a warning for an internal error. Decorative (the title says
    /// the same), so it is hidden from VoiceOver.
    public var symbolName: String {
        switch result {
        case .succeeded: "checkmark.circle.fill"
        case .processing: "clock.fill"
        case .reject, .fail, .userCancelled: "xmark.circle.fill"
        case .internalError: "exclamationmark.triangle.fill"
        }
    }

    /// The theme role the symbol is drawn in: the accent for an approved payment, the error color for a declined,
    /// failed or errored one, the secondary text color otherwise.
    public var symbolRole: ScreenTheme.Role {
        switch result {
        case .succeeded: .accent
        case .reject, .fail, .internalError: .error
        case .processing, .userCancelled: .secondaryText
        }
    }
}
