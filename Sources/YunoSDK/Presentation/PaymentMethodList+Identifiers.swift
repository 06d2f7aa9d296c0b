extension YunoAccessibilityIdentifier {
    /// The payment-method list's Retry button, shown when the methods could not be loaded.
    public static let methodsRetry = "yuno.methods.retry"
}
