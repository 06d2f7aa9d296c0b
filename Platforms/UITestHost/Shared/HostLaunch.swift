/// What the host app and its UI tests agree on: the launch arguments that pick a scenario and the identifiers of the
/// host app's own views. Compiled into both targets (project.yml). The SDK's screens are found only by the SDK's
/// public identifiers (`YunoAccessibilityIdentifier`).
enum HostLaunch {
    /// `-YunoUITestScenario <scenario>`: the checkout the app runs when its start button is tapped.
    static let scenarioArgument = "-YunoUITestScenario"
    /// `-YunoUITestBank approve|none`: whether the emulated bank approves a 3-D Secure challenge after a pause
    /// (`approve`, the default) or leaves it open (`none`: the shopper closes the page).
    static let bankArgument = "-YunoUITestBank"
    /// The launch argument UIKit reads for the preferred text size.
    static let contentSizeArgument = "-UIPreferredContentSizeCategoryName"
    /// The largest accessibility text size.
    static let largestContentSize = "UICTContentSizeCategoryAccessibilityXXXL"
    /// The environment variable of the UI-test runner that launches every scenario at another text size
    /// (`TEST_RUNNER_YUNO_UITEST_CONTENT_SIZE=…` on the `xcodebuild test` command line).
    static let contentSizeEnvironment = "YUNO_UITEST_CONTENT_SIZE"

    /// One checkout the app can run.
    enum Scenario: String, CaseIterable, Sendable {
        /// Lite card payment, approved.
        case cardApproved = "card-approved"
        /// Lite card payment with the 3-D Secure challenge card: the bank's page opens.
        case threeDSChallenge = "threeds-challenge"
        /// A declined card, "Try again with another card", then an approved card on a new session.
        case declineThenRetry = "decline-retry"
        /// The Full checkout's payment-method list of a shopper with saved cards.
        case savedCardsList = "saved-cards-list"
    }

    /// What the emulated bank does with a 3-D Secure challenge.
    enum Bank: String, Sendable {
        /// Approves it with the one-time code, a few seconds after the page opened.
        case approve
        /// Leaves it open.
        case none
    }

    /// The value after `name` in `arguments`, if any.
    static func value(of name: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: name) else { return nil }
        let next = arguments.index(after: index)
        return next < arguments.endIndex ? arguments[next] : nil
    }
}

/// The accessibility identifiers of the host app's own views.
enum HostIdentifier {
    /// The button that starts the scenario's checkout.
    static let start = "host.start"
    /// The app's state: `ready`, `running`, `finished` or `failed`.
    static let state = "host.state"
    /// The outcome of the checkout's task (`Yuno.Result`'s description: `succeeded`, `reject`, `processing`, …).
    static let result = "host.result"
    /// Every `yunoPaymentResult(_:)` the delegate heard, in order, comma-separated.
    static let heard = "host.heard"
    /// The emulator's payments, oldest first: their statuses, comma-separated (`REJECTED,SUCCEEDED`).
    static let ledger = "host.ledger"
    /// The 3-D Secure challenges the emulated bank saw opened and approved (`opened 1, approved 1`).
    static let bank = "host.bank"
    /// A line of the app's own, right under the payment-method list.
    static let listFooter = "host.list.footer"
    /// The SDK's identifier of the list's last row (`YunoAccessibilityIdentifier.methodRow(_:)`), which the test
    /// cannot know before the emulator vaulted the cards (a saved row's id is its vaulted token).
    static let listLastRow = "host.list.lastRow"
    /// The SDK's identifier of the last saved card's remove button (`YunoAccessibilityIdentifier.unenrollButton(_:)`).
    static let listLastRemove = "host.list.lastRemove"
    /// How many of the list's rows are saved cards.
    static let listSavedCount = "host.list.savedCount"
}
