import Foundation
import YunoSDK
import YunoSandbox

/// One in-process emulator (zero latency), the merchant's backend over it, an SDK client and a floor client over
/// it, and a customer with a vaulted card: everything a flow benchmark needs.
public struct BenchWorld: FlowWorld {
    public let sandbox: YunoSandbox
    public let merchant: MerchantBackend
    public let client: YunoClient
    public let floor: FloorClient
    public let customerID: String
    public let vaultedToken: String
    /// The presenter of new-card flows (stateless, shared by all flows).
    public let typer = CardTyper(card: .approved)

    /// A new world. `transport` wraps the emulator when given (to record requests); `middlewares` defaults to the
    /// SDK's production chain (``RetryMiddleware`` only; the transport times each request itself).
    public init(
        seed: UInt64 = 7, middlewares: [any YunoTransportMiddleware]? = nil,
        wrap: (@Sendable (any YunoTransport) -> any YunoTransport)? = nil
    ) async throws {
        let sandbox = YunoSandbox(configuration: .init(seed: seed))
        let transport: any YunoTransport = wrap?(sandbox) ?? sandbox
        var options = YunoClient.Options()
        if let middlewares { options.middlewares = middlewares }
        let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: transport, options: options)
        try await self.init(
            sandbox: sandbox, client: client,
            floor: FloorClient(transport: transport, baseURL: client.baseURL, publicAPIKey: sandbox.publicAPIKey))
    }

    /// A world over `sandbox` whose flows go through `client` and `floor` (for example over HTTP to a server
    /// serving `sandbox`); the merchant's backend calls `sandbox` in-process. Creates the customer and vaults
    /// its card.
    public init(sandbox: YunoSandbox, client: YunoClient, floor: FloorClient) async throws {
        self.sandbox = sandbox
        merchant = MerchantBackend(sandbox: sandbox)
        self.client = client
        self.floor = floor
        customerID = try await merchant.createCustomer(merchantCustomerID: "bench-customer", country: "CO").id
        vaultedToken = try await sandbox.vaultCard(
            number: TestCardData.approved.number, expirationMonth: 11, expirationYear: 28, holderName: "John Doe",
            forCustomer: customerID)
    }

    /// The `callback_url` of the sessions of 3DS flows: the SDK opens a challenge only for a payment that has one
    /// (the bank's page returns there).
    public static let callbackURL = "yunobench://return"

    /// `count` fresh checkout sessions (one payment each), for the customer when `variant` uses the vaulted card.
    public func sessions(_ count: Int, for variant: FlowVariant) async throws -> [String] {
        try await sessions(count, for: variant, callbackURL: nil)
    }

    /// `count` fresh checkout sessions with `callbackURL` (``BenchWorld/callbackURL`` for a 3DS challenge card).
    public func sessions(_ count: Int, for variant: FlowVariant, callbackURL: String?) async throws -> [String] {
        var sessions: [String] = []
        sessions.reserveCapacity(count)
        let customer = variant == .vaultedToken ? customerID : nil
        for _ in 0..<count {
            sessions.append(
                try await merchant.createCheckoutSession(
                    amount: 120, currency: "COP", country: "CO", customerID: customer, callbackURL: callbackURL
                ).checkoutSession)
        }
        return sessions
    }

    /// `count` fresh checkout sessions for new-card flows with a 3DS challenge card (with ``callbackURL``).
    public func challengeSessions(_ count: Int) async throws -> [String] {
        try await sessions(count, for: .newCard, callbackURL: Self.callbackURL)
    }

    /// One seamless payment of `session` through ``YunoClient`` (no status screen); returns its outcome.
    nonisolated(nonsending) public func sdkPay(
        _ session: String, _ variant: FlowVariant, presenter: (any YunoPresenter)?
    ) async
        -> PaymentOutcome
    {
        await FlowCalls.sdkPay(client, session, variant, vaultedToken: vaultedToken, presenter: presenter ?? typer)
    }

    /// The same payment made by the floor client; returns the final status.
    public func floorPay(_ session: String, _ variant: FlowVariant) async throws -> String {
        try await floorPay(session, variant, card: .approved)
    }

    /// The same payment made by the floor client with `card` (for a new card), `challenge` playing a 3DS challenge's
    /// page (it returns once the shopper answered the bank); returns the final status.
    public func floorPay(
        _ session: String, _ variant: FlowVariant, card: TestCardData,
        challenge: (@Sendable (String) async -> Void)? = nil
    ) async throws -> String {
        try await FlowCalls.floorPay(
            floor, session, variant, vaultedToken: vaultedToken, card: card, challenge: challenge)
    }
}
