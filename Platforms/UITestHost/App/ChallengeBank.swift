import Foundation
import YunoSDK
import YunoSandbox

/// The shopper's bank of the 3-D Secure scenario, played in the app: it sees each challenge the emulator opens and
/// (with `-YunoUITestBank approve`) approves it with its one-time code a few seconds later, as a shopper would on
/// the bank's page. The SDK never hears the answer: its status poll sees the payment move and closes the page.
///
/// Why the app plays the bank: the emulator runs inside the app, and the page opens in an
/// `ASWebAuthenticationSession`, which the system draws in another process and loads over the network; it cannot
/// reach an in-process emulator (the challenge URL names `https://sandbox.y.uno`, which serves no emulator pages).
actor ChallengeBank {
    private let sandbox: YunoSandbox
    private let answer: HostLaunch.Bank
    private var opened: Set<String> = []
    private var approved = 0

    init(sandbox: YunoSandbox, answer: HostLaunch.Bank) {
        self.sandbox = sandbox
        self.answer = answer
    }

    /// What the bank saw: `opened N, approved M`.
    var summary: String { "opened \(opened.count), approved \(approved)" }

    /// The emulator opened the challenge `transactionID` (seen in a response to the SDK); answered once.
    func challengeOpened(_ transactionID: String) {
        guard opened.insert(transactionID).inserted, answer == .approve else { return }
        Task { await approve(transactionID) }
    }

    private func approve(_ transactionID: String) async {
        // The page stays open long enough for the UI test to see the SDK's 3-D Secure screen.
        try? await Task.sleep(for: .seconds(3))
        guard let page = try? await sandbox.challengePage(transactionID: transactionID), page.isOpen else { return }
        do {
            try await sandbox.answerChallenge(transactionID: transactionID, .approve(code: page.code))
            approved += 1
        } catch {
            // Already answered or over: the SDK reports the payment as the emulator holds it.
        }
    }
}

/// The client's transport: the emulator, with the bank watching its answers for a challenge page
/// (`…/3ds/challenge/<transaction id>`). Nothing is logged or changed.
struct BankWatchingTransport: YunoTransport {
    let sandbox: YunoSandbox
    let bank: ChallengeBank

    func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        let response = try await sandbox.send(request, baseURL: baseURL)
        if let transaction = Self.challengeTransaction(in: response.body) {
            await bank.challengeOpened(transaction)
        }
        return response
    }

    /// The transaction id of the first challenge URL in a JSON body, if any.
    static func challengeTransaction(in body: Data) -> String? {
        let text = String(decoding: body, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
        guard let marker = text.range(of: "/3ds/challenge/") else { return nil }
        let transaction = text[marker.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        return transaction.isEmpty ? nil : String(transaction)
    }
}
