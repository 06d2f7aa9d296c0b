import Foundation
import YunoSDK

/// What a flow benchmark runs against: the emulator (``BenchWorld``) or canned answers (``CannedWorld``).
public protocol FlowWorld: Sendable {
    /// `count` fresh checkout sessions for `variant`.
    func sessions(_ count: Int, for variant: FlowVariant) async throws -> [String]
    /// One seamless payment of `session` through ``YunoClient`` (no status screen); returns its outcome.
    ///
    /// Runs on the caller's isolation, as the SDK's entry points do: called from the main actor (the report's
    /// single-flow rows), it is an app starting a payment from a view controller; from a task-group child (the
    /// throughput rows), a start from off the main actor, which pays a main-actor trip to claim the session and
    /// one to end the flow.
    nonisolated(nonsending) func sdkPay(_ session: String, _ variant: FlowVariant, presenter: (any YunoPresenter)?)
        async -> PaymentOutcome
    /// The same payment made by the floor client; returns the final status.
    func floorPay(_ session: String, _ variant: FlowVariant) async throws -> String
}

extension FlowWorld {
    /// One seamless payment with the world's own presenter.
    nonisolated(nonsending) public func sdkPay(_ session: String, _ variant: FlowVariant) async -> PaymentOutcome {
        await sdkPay(session, variant, presenter: nil)
    }
}

/// An SDK client and the two floor clients over a ``CannedTransport`` that replays the emulator's answers for one
/// variant: the client's own cost, with no emulator in the path. `floorPay` runs the world's ``floorKind``.
public struct CannedWorld: FlowWorld {
    /// The SDK's client.
    public let client: YunoClient
    /// The hand-written client (Foundation's coders).
    public let floor: FloorClient
    /// The same requests with the SDK's wire code.
    public let sameWireFloor: SameWireFloorClient
    /// The floor `floorPay` runs.
    public let floorKind: FloorKind
    /// The vaulted card's token the canned answers list.
    public let vaultedToken: String
    /// The variant whose answers are canned.
    public let variant: FlowVariant
    /// The presenter of new-card flows (stateless, shared by all flows).
    public let typer = CardTyper(card: .approved)

    /// A world answering `variant`'s requests (recorded once from the emulator), whose `floorPay` runs `floor`;
    /// `wrap` wraps the canned transport (to record requests), `middlewares` defaults to the SDK's production chain.
    public init(
        _ variant: FlowVariant, floor floorKind: FloorKind = .handWritten,
        middlewares: [any YunoTransportMiddleware]? = nil,
        wrap: (@Sendable (any YunoTransport) -> any YunoTransport)? = nil
    ) async throws {
        let (canned, vaultedToken) = try await CannedTransport.recording(variant)
        let transport: any YunoTransport = wrap?(canned) ?? canned
        var options = YunoClient.Options()
        if let middlewares { options.middlewares = middlewares }
        let apiKey = "sandbox_pk_canned_5f0c2a7e"
        client = try YunoClient(apiKey: apiKey, transport: transport, options: options)
        floor = FloorClient(transport: transport, baseURL: client.baseURL, publicAPIKey: apiKey)
        sameWireFloor = SameWireFloorClient(transport: transport, baseURL: client.baseURL, publicAPIKey: apiKey)
        self.floorKind = floorKind
        self.vaultedToken = vaultedToken
        self.variant = variant
    }

    /// `count` session ids (any string is a session here).
    public func sessions(_ count: Int, for variant: FlowVariant) async throws -> [String] {
        (0..<count).map { _ in UUID().uuidString.lowercased() }
    }

    /// One seamless payment of `session` through ``YunoClient`` (no status screen); returns its outcome.
    nonisolated(nonsending) public func sdkPay(
        _ session: String, _ variant: FlowVariant, presenter: (any YunoPresenter)?
    ) async
        -> PaymentOutcome
    {
        await FlowCalls.sdkPay(client, session, variant, vaultedToken: vaultedToken, presenter: presenter ?? typer)
    }

    /// The same payment made by the world's ``floorKind``; returns the final status.
    public func floorPay(_ session: String, _ variant: FlowVariant) async throws -> String {
        switch floorKind {
        case .handWritten:
            try await FlowCalls.floorPay(floor, session, variant, vaultedToken: vaultedToken, card: .approved)
        case .sameWire:
            try await FlowCalls.floorPay(sameWireFloor, session, variant, vaultedToken: vaultedToken, card: .approved)
        }
    }
}

/// A floor client: pays a session with the requests of one seamless payment.
protocol FloorPaying: Sendable {
    func pay(
        session: String, collect: @Sendable () async -> WireBodies.TokenRequest,
        challenge: (@Sendable (String) async -> Void)?
    ) async throws -> String
}

extension FloorClient: FloorPaying {}
extension SameWireFloorClient: FloorPaying {}

/// The calls of one flow, shared by every world.
enum FlowCalls {
    nonisolated(nonsending) static func sdkPay(
        _ client: YunoClient, _ session: String, _ variant: FlowVariant, vaultedToken: String,
        presenter: any YunoPresenter
    ) async -> PaymentOutcome {
        // One call site: the app's frame that waits for the flow holds one set of arguments.
        let vaulted = variant == .vaultedToken
        return await client.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: session, countryCode: "CO", language: "en", viewController: vaulted ? nil : presenter),
            paymentSelected: SelectedPaymentMethod(
                paymentMethodType: "CARD", vaultedToken: vaulted ? vaultedToken : nil),
            showPaymentStatus: false)
    }

    /// The floor's flow; a new card is read on the main actor (the one round trip a shown form needs: present it,
    /// get the typed card back), then tokenized.
    static func floorPay(
        _ floor: some FloorPaying, _ session: String, _ variant: FlowVariant, vaultedToken: String, card: TestCardData,
        challenge: (@Sendable (String) async -> Void)? = nil
    ) async throws -> String {
        try await floor.pay(
            session: session,
            collect: {
                switch variant {
                case .vaultedToken: .vaulted(vaultedToken)
                case .newCard: await MainActor.run { .newCard(number: card.number, securityCode: card.securityCode) }
                }
            }, challenge: challenge)
    }
}
