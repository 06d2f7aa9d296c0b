/// A test card as a shopper types it (the gateway's expiry 11/28, CVV 123, holder "John Doe").
public struct TestCardData: Sendable {
    public var number: String
    public var expiry = "11/28"
    public var securityCode = "123"
    public var holderName = "John Doe"

    /// Visa 4507990000000002: SUCCEEDED.
    public static let approved = TestCardData(number: "4507990000000002")
    /// Visa 4024007189449340: asks for a 3DS challenge.
    public static let challenge = TestCardData(number: "4024007189449340")
}
