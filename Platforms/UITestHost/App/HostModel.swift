import Foundation
import Observation
import YunoSDK
import YunoSandbox

/// The host screen's state and the scenario's checkout. Main-actor isolated; the checkout runs in a task of its own.
@MainActor
@Observable
final class HostModel {
    /// The scenario of the launch arguments; `nil` when none was given (the start button then does nothing).
    let scenario: HostLaunch.Scenario?
    /// `ready`, `running`, `finished`, or `failed: …` (an emulator or SDK error, never card data).
    private(set) var state = "ready"
    /// The checkout task's outcome.
    private(set) var result = "—"
    /// Every result the delegate heard.
    private(set) var heard = "—"
    /// The emulator's payments' statuses.
    private(set) var ledger = "—"
    /// The emulated bank's 3-D Secure challenges.
    private(set) var bank = "—"
    /// The Full checkout's list, in the saved-cards scenario.
    private(set) var list: PaymentMethodList?
    /// The SDK's identifier of the list's last row.
    private(set) var listLastRow = "none"
    /// The SDK's identifier of the last saved card's remove button.
    private(set) var listLastRemove = "none"
    /// How many rows are saved cards.
    private(set) var listSavedCount = 0
    @ObservationIgnored private let bankAnswer: HostLaunch.Bank
    @ObservationIgnored private var checkout: HostCheckout?

    init(arguments: [String]) {
        scenario = HostLaunch.value(of: HostLaunch.scenarioArgument, in: arguments).flatMap(HostLaunch.Scenario.init)
        bankAnswer =
            HostLaunch.value(of: HostLaunch.bankArgument, in: arguments).flatMap(HostLaunch.Bank.init) ?? .approve
    }

    /// The start button: runs the scenario once.
    func start() {
        guard state == "ready", let scenario else { return }
        state = "running"
        Task { await run(scenario) }
    }

    private func run(_ scenario: HostLaunch.Scenario) async {
        do {
            let checkout = try HostCheckout(bank: bankAnswer)
            self.checkout = checkout
            switch scenario {
            case .cardApproved, .threeDSChallenge:
                show(try await checkout.payByCard(recovering: false), checkout: checkout)
            case .declineThenRetry:
                show(try await checkout.payByCard(recovering: true), checkout: checkout)
            case .savedCardsList:
                let list = try await checkout.savedCardsList()
                let saved = list.items.filter { $0.vaultedToken != nil }
                listLastRow = list.items.last.map(YunoAccessibilityIdentifier.methodRow) ?? "none"
                listLastRemove = saved.last.map(YunoAccessibilityIdentifier.unenrollButton) ?? "none"
                listSavedCount = saved.count
                self.list = list
            }
            ledger = await checkout.ledgerSummary()
            bank = await checkout.bank.summary
            state = "finished"
        } catch {
            // The emulator's and the SDK's errors carry no card data.
            state = "failed: \(error)"
        }
    }

    private func show(_ outcome: PaymentOutcome, checkout: HostCheckout) {
        result = outcome.result.description
        heard = checkout.heardResults.map(\.description).joined(separator: ",")
    }
}
