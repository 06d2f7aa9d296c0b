import Foundation

extension YunoSandbox {
    /// How a ``YunoSandbox`` behaves: seed, clock start, keys, latency and lifetimes (session, 3DS challenge, QR code).
    ///
    /// A value type; safe to share across isolation domains. Every field has a deterministic default.
    public struct Configuration: Sendable, Hashable {
        /// The documented default public API key (starts with `sandbox_`).
        public static let defaultPublicAPIKey = "sandbox_pk_emulator_5f0c2a7e"
        /// The documented default private secret key (starts with `sandbox_`).
        public static let defaultPrivateSecretKey = "sandbox_sk_emulator_9d3b41c8"
        /// The documented default account id.
        public static let defaultAccountID = "9f1c2b3a-4d5e-4f60-8a7b-0c1d2e3f4a5b"
        /// The default start of the sandbox clock: 2026-01-01T00:00:00Z.
        public static let defaultStartDate = Date(timeIntervalSince1970: 1_767_225_600)

        /// Seeds the generator of every id the sandbox hands out: same seed + same requests = same ids.
        public var seed: UInt64
        /// The initial time of the sandbox clock (session and card expiry are judged against that clock).
        public var startDate: Date
        /// The public API key every request must carry in `public-api-key`.
        public var publicAPIKey: String
        /// The private secret key merchant requests must carry in `private-secret-key`.
        public var privateSecretKey: String
        /// The account id checkout sessions and merchant payments must name.
        public var accountID: String
        /// How long each request suspends (via `Task.sleep(for:)`) before it is answered; `.zero` answers at once.
        public var latency: Duration
        /// How long a checkout session lives on the sandbox clock (5 h).
        public var sessionLifetime: TimeInterval
        /// How long a 3DS challenge stays open on the sandbox clock; then the bank gives up and the payment is EXPIRED.
        public var challengeLifetime: TimeInterval
        /// How long a PIX QR code stays payable on the sandbox clock (30 min); after it the payment reads EXPIRED.
        public var qrCodeLifetime: TimeInterval
        /// Where the pages the sandbox plays live (the bank's 3DS challenge page): challenge URLs are
        /// `<pageBaseURL>/3ds/challenge/<transaction id>`. The HTTP emulator sets its own loopback address.
        public var pageBaseURL: String

        /// Creates a configuration; every parameter has a deterministic default.
        public init(
            seed: UInt64 = 0x5EED,
            startDate: Date = Configuration.defaultStartDate,
            publicAPIKey: String = Configuration.defaultPublicAPIKey,
            privateSecretKey: String = Configuration.defaultPrivateSecretKey,
            accountID: String = Configuration.defaultAccountID,
            latency: Duration = .zero,
            sessionLifetime: TimeInterval = 5 * 60 * 60,
            challengeLifetime: TimeInterval = 10 * 60,
            qrCodeLifetime: TimeInterval = 30 * 60,
            pageBaseURL: String = "https://sandbox.y.uno"
        ) {
            self.seed = seed
            self.startDate = startDate
            self.publicAPIKey = publicAPIKey
            self.privateSecretKey = privateSecretKey
            self.accountID = accountID
            self.latency = latency
            self.sessionLifetime = sessionLifetime
            self.challengeLifetime = challengeLifetime
            self.qrCodeLifetime = qrCodeLifetime
            self.pageBaseURL = pageBaseURL
        }
    }
}
