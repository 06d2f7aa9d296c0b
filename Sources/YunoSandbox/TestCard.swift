/// A card of Yuno's testing gateway (SPEC §6.3), as a shopper would type it.
///
/// Public test data, but treated like real card data anyway: `description` shows only BIN and last four.
public struct TestCard: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The card number.
    public let number: String
    /// The expiry as typed, `MM/YY`.
    public let expiry: String
    /// The security code.
    public let securityCode: String
    /// The cardholder's name.
    public let holderName: String

    /// Creates a test card; defaults are the gateway's expiry 11/28, CVV 123 and holder "John Doe".
    public init(number: String, expiry: String = "11/28", securityCode: String = "123", holderName: String = "John Doe")
    {
        self.number = number
        self.expiry = expiry
        self.securityCode = securityCode
        self.holderName = holderName
    }

    /// Visa, approved (SUCCEEDED).
    public static let visaApproved = TestCard(number: "4507990000000002")
    /// Visa, declined for insufficient funds.
    public static let visaInsufficientFunds = TestCard(number: "4507990000000010")
    /// Visa, declined by the bank.
    public static let visaDeclinedByBank = TestCard(number: "4507990000000028")
    /// Visa, "do not honor".
    public static let visaDoNotHonor = TestCard(number: "4507990000000036")
    /// Visa, invalid security code.
    public static let visaInvalidSecurityCode = TestCard(number: "4507990000000044")
    /// Visa, rejected: invalid card data.
    public static let visaInvalidCardData = TestCard(number: "4507990000000051")
    /// Visa, rejected: reported stolen.
    public static let visaReportedStolen = TestCard(number: "4507990000000069")
    /// Visa, processing error.
    public static let visaError = TestCard(number: "4507990000000077")
    /// Mastercard, approved.
    public static let mastercardApproved = TestCard(number: "5252440000000002")
    /// American Express, approved (4-digit CVV).
    public static let amexApproved = TestCard(number: "370000000000002", securityCode: "1234")
    /// A card whose payment needs a 3DS challenge.
    public static let threeDSChallenge = TestCard(number: "4024007189449340")
    /// A card authenticated by frictionless 3DS.
    public static let threeDSFrictionless = TestCard(number: "4556557955726624")

    /// BIN and last four only.
    public var description: String {
        let digits = number.filter(\.isNumber)
        return "TestCard(\(digits.prefix(6))••••\(digits.suffix(4)))"
    }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// A mirror with only the masked number, so `dump` shows no card data.
    public var customMirror: Mirror { Mirror(self, children: ["masked": description]) }
}
