extension CardForm {
    /// The notice above the fields of a form that opens again after a declined card ([ours], see
    /// ``followsDecline``): "Your card was declined. Try another card or payment method." in the form's language;
    /// `nil` otherwise. The native form shows it first and VoiceOver reads it when the form appears.
    public var declineNotice: String? {
        guard followsDecline else { return nil }
        return YunoLocalizer(language: configuration.language).string(.cardDeclined)
    }
}
