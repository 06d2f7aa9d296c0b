// Code shown in Documentation.docc/EnrollmentAndSavedCards.md (kept identical by Scripts/check-snippets.py).

import YunoSDK

// snippet: enrollment-delegate
/// Saves a card for a customer. A plain `final class` with immutable properties: `Sendable` as the protocol
/// requires, and the SDK calls it on the main actor.
final class SaveCardDelegate: YunoEnrollmentDelegate {
    let customerSession: String
    let countryCode: String
    let viewController: YunoViewController?
    let results: AsyncStream<Yuno.Result>
    private let sink: AsyncStream<Yuno.Result>.Continuation

    init(customerSession: String, countryCode: String, viewController: YunoViewController?) {
        self.customerSession = customerSession
        self.countryCode = countryCode
        self.viewController = viewController
        (results, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
    }

    func yunoEnrollmentResult(_ result: Yuno.Result) {
        sink.yield(result)
    }
}
// end-snippet

// snippet: enrollment-run
/// Enrolls a card and returns its vaulted token, or `nil` when it was not saved.
func saveCard(client: YunoClient, delegate: SaveCardDelegate) async -> String? {
    let outcome = await client.enrollPayment(with: delegate).value
    guard outcome.result == .succeeded, outcome.enrollmentStatus == .enrolled else {
        print("Not saved:", outcome)
        return nil
    }
    return outcome.vaultedToken
}
// end-snippet

// snippet: enrollment-save-on-payment
/// Shows the "save card" checkbox in card forms: a card paid with the box ticked is vaulted on success.
func clientOfferingToSaveCards(apiKey: String) throws -> YunoClient {
    try YunoClient(apiKey: apiKey, config: YunoConfig(saveCardEnabled: true))
}
// end-snippet
