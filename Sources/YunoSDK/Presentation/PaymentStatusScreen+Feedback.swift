extension PaymentStatusScreen {
    /// The haptic the status screen plays once when it appears (see ``ScreenFeedback/init(result:)``): a success
    /// for an approved payment or a saved card, a warning while in process, an error for a declined or failed one,
    /// none when the shopper cancelled. The same for a payment and an enrollment.
    public var feedback: ScreenFeedback {
        ScreenFeedback(result: result)
    }
}
