// Code shown in Documentation.docc/FullCheckout.md, "After a declined card" (kept identical by
// Scripts/check-snippets.py).

import Foundation
import YunoSDK

// snippet: decline-recovering
/// A Lite or Full checkout's model that lets the SDK's sheet offer another card after a decline ([ours]).
@MainActor
final class RetryingCheckoutModel: YunoDeclineRecovering {
    nonisolated let checkoutSession: String
    nonisolated let countryCode: String
    /// The session the next token pays: the first one, then the one given after each decline.
    private(set) var paymentSession: String
    private let client: YunoClient
    private let presenter: YunoViewController?
    /// Your server: a new checkout session for the same order.
    private let newSessionOnServer: @Sendable () async throws -> String
    /// Your server: the payment of a one-time token, in a checkout session.
    private let createPaymentOnServer: @Sendable (_ token: String, _ session: String) async throws -> Void

    init(
        client: YunoClient, checkoutSession: String, countryCode: String, presenter: YunoViewController?,
        newSessionOnServer: @escaping @Sendable () async throws -> String,
        createPaymentOnServer: @escaping @Sendable (_ token: String, _ session: String) async throws -> Void
    ) {
        self.client = client
        self.checkoutSession = checkoutSession
        self.paymentSession = checkoutSession
        self.countryCode = countryCode
        self.presenter = presenter
        self.newSessionOnServer = newSessionOnServer
        self.createPaymentOnServer = createPaymentOnServer
    }

    var viewController: YunoViewController? { presenter }

    func yunoNewCheckoutSession(afterDeclineOf checkoutSession: String) async -> String? {
        // No new session (your server is down): the sheet closes with the decline.
        guard let session = try? await newSessionOnServer() else { return nil }
        paymentSession = session
        return session
    }

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
        MainActor.assumeIsolated {
            // The token belongs to the session of the attempt that made it.
            let session = paymentSession
            Task { [client, createPaymentOnServer] in
                do {
                    try await createPaymentOnServer(token, session)
                    try await client.continuePayment(checkoutSession: session)
                } catch {
                    await client.cancelFlow(checkoutSession: session)
                }
            }
        }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        // Called for each attempt: `.reject` for the declined card, then the next card's result.
    }
}
// end-snippet
