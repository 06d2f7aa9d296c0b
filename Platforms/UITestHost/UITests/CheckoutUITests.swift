import Foundation
import XCTest
import YunoSDK
import YunoSandbox

/// The SDK's own checkout screens on an iOS simulator, driven only by the SDK's public accessibility identifiers
/// (`YunoAccessibilityIdentifier`) and a few of the host app's own (`HostIdentifier`). Every checkout runs against
/// the emulator inside the host app (`YunoSandbox`); the cards are the emulator's test cards (`TestCard`).
///
/// With `TEST_RUNNER_YUNO_UITEST_CONTENT_SIZE=<UIContentSizeCategory>` on the `xcodebuild test` command line, every
/// scenario launches at that text size (the workflow runs the suite once more at the largest one).
final class CheckoutUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// (a) A card payment, approved: form, pay, status screen, done.
    @MainActor
    func testCardPaymentApproved() throws {
        let app = launch(.cardApproved)
        pay(with: .visaApproved, in: app)
        closeStatus(in: app)
        waitForLabel(HostIdentifier.result, "succeeded", in: app)
        XCTAssertEqual(label(HostIdentifier.heard, in: app), "succeeded")
        XCTAssertEqual(label(HostIdentifier.ledger, in: app), "SUCCEEDED")
    }

    /// (b) The 3-D Secure challenge card: the bank's page opens, the bank (played by the host app, see
    /// ChallengeBank) approves, the SDK's status poll closes the page, the payment succeeded.
    @MainActor
    func testThreeDSChallengeApprovedAtTheBank() throws {
        let app = launch(.threeDSChallenge, bank: .approve)
        pay(with: .threeDSChallenge, in: app)
        allowWebSignInIfAsked()
        closeStatus(in: app, timeout: 60)
        waitForLabel(HostIdentifier.result, "succeeded", in: app)
        XCTAssertEqual(label(HostIdentifier.bank, in: app), "opened 1, approved 1")
        XCTAssertEqual(label(HostIdentifier.ledger, in: app), "SUCCEEDED")
    }

    /// (b) The 3-D Secure page can be closed: the shopper cancels the browser sheet before the bank answers; the
    /// flow reads the payment, still waiting on the bank, and reports it as processing.
    @MainActor
    func testThreeDSPageIsClosable() throws {
        let app = launch(.threeDSChallenge, bank: .none)
        pay(with: .threeDSChallenge, in: app)
        allowWebSignInIfAsked()
        let cancel = browserCancelButton(in: app, timeout: 30)
        XCTAssertTrue(cancel != nil, "the 3-D Secure page opens in the browser sheet")
        cancel?.tap()
        closeStatus(in: app)
        waitForLabel(HostIdentifier.result, "processing", in: app)
        XCTAssertEqual(label(HostIdentifier.bank, in: app), "opened 1, approved 0")
    }

    /// (c) A declined card, "Try again with another card", the form again with its decline notice, an approved card
    /// on the new session. The app heard both results; the emulator holds both payments.
    @MainActor
    func testDeclinedCardThenRetryWithAnotherCard() throws {
        let app = launch(.declineThenRetry)
        pay(with: .visaDeclinedByBank, in: app)
        let retry = element(YunoAccessibilityIdentifier.statusRetry, in: app)
        XCTAssertTrue(retry.waitForExistence(timeout: 30), "the declined card's status screen offers another card")
        retry.tap()
        let notice = element(YunoAccessibilityIdentifier.cardFormDeclineNotice, in: app)
        XCTAssertTrue(notice.waitForExistence(timeout: 30), "the new form says the previous card was declined")
        pay(with: .visaApproved, in: app)
        closeStatus(in: app)
        waitForLabel(HostIdentifier.result, "succeeded", in: app)
        XCTAssertEqual(label(HostIdentifier.heard, in: app), "reject,succeeded")
        XCTAssertEqual(label(HostIdentifier.ledger, in: app), "DECLINED,SUCCEEDED")
    }

    /// (d) The Full checkout's list at the largest accessibility text size: the last row and the last saved card's
    /// remove button can be scrolled to and tapped, and they lie inside the list's own frame (not cut off).
    @MainActor
    func testMethodListAtTheLargestTextSize() throws {
        let app = launch(.savedCardsList, contentSize: HostLaunch.largestContentSize)
        let footer = element(HostIdentifier.listFooter, in: app)
        XCTAssertTrue(footer.waitForExistence(timeout: 30), "the list loads")
        let list = element(YunoAccessibilityIdentifier.methodsList, in: app)
        XCTAssertEqual(label(HostIdentifier.listSavedCount, in: app), "4", "the shopper's four saved cards are listed")
        // A saved row's identifier ends with its vaulted token, which the emulator made: the app says which.
        let lastRow = element(label(HostIdentifier.listLastRow, in: app), in: app)
        let lastRemove = element(label(HostIdentifier.listLastRemove, in: app), in: app)
        XCTAssertTrue(lastRow.exists, "the last row is drawn")
        XCTAssertTrue(lastRemove.exists, "the last saved card's remove button is drawn")
        scroll(app, until: lastRemove)
        XCTAssertTrue(lastRemove.isHittable, "the last saved card's remove button is on screen and tappable")
        scroll(app, until: lastRow)
        XCTAssertTrue(lastRow.isHittable, "the last row is on screen and tappable")
        XCTAssertLessThanOrEqual(lastRow.frame.maxY, list.frame.maxY + 0.5, "the last row lies inside the list")
        XCTAssertLessThanOrEqual(list.frame.maxY, footer.frame.minY + 0.5, "the list ends above the app's footer")
    }

    // MARK: Steps

    /// Launches the host app with `scenario`, at the runner's text size (or `contentSize`), and taps its start
    /// button.
    @MainActor
    private func launch(
        _ scenario: HostLaunch.Scenario, bank: HostLaunch.Bank = .approve, contentSize: String? = nil
    ) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = [HostLaunch.scenarioArgument, scenario.rawValue, HostLaunch.bankArgument, bank.rawValue]
        let size = contentSize ?? ProcessInfo.processInfo.environment[HostLaunch.contentSizeEnvironment]
        if let size, !size.isEmpty { app.launchArguments += [HostLaunch.contentSizeArgument, size] }
        app.launch()
        start(app)
        return app
    }

    /// Taps the host app's start button.
    @MainActor
    private func start(_ app: XCUIApplication) {
        let button = element(HostIdentifier.start, in: app)
        XCTAssertTrue(button.waitForExistence(timeout: 30), "the host app shows its start button")
        button.tap()
    }

    /// Types `card` into the SDK's card form and taps pay. Digits only: the number pad has no "/" (the form
    /// formats the expiry itself).
    @MainActor
    private func pay(with card: TestCard, in app: XCUIApplication) {
        let number = element(YunoAccessibilityIdentifier.cardNumber, in: app)
        XCTAssertTrue(number.waitForExistence(timeout: 30), "the SDK's card form opens")
        type(card.number, into: number, in: app)
        type(card.expiry.filter(\.isNumber), into: element(YunoAccessibilityIdentifier.expiry, in: app), in: app)
        type(card.securityCode, into: element(YunoAccessibilityIdentifier.securityCode, in: app), in: app)
        let holder = element(YunoAccessibilityIdentifier.holderName, in: app)
        if holder.exists { type(card.holderName, into: holder, in: app) }
        let done = element(YunoAccessibilityIdentifier.keyboardDone, in: app)
        if done.exists && done.isHittable { done.tap() }
        let pay = element(YunoAccessibilityIdentifier.pay, in: app)
        scroll(app, until: pay)
        pay.tap()
    }

    /// Waits for the SDK's status screen and taps its "done" button.
    @MainActor
    private func closeStatus(in app: XCUIApplication, timeout: TimeInterval = 30) {
        XCTAssertTrue(
            element(YunoAccessibilityIdentifier.statusTitle, in: app).waitForExistence(timeout: timeout),
            "the SDK's status screen appears")
        let done = element(YunoAccessibilityIdentifier.statusDone, in: app)
        scroll(app, until: done)
        done.tap()
    }

    /// An `ASWebAuthenticationSession` that is not ephemeral asks SpringBoard's "wants to use … to sign in" first;
    /// the SDK's session is ephemeral, which skips it, so this only guards a system that asks anyway.
    @MainActor
    private func allowWebSignInIfAsked() {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let allow = springboard.buttons["Continue"]
        if allow.waitForExistence(timeout: 5) { allow.tap() }
    }

    // MARK: Queries

    /// The system browser sheet's (`ASWebAuthenticationSession`'s) own "Cancel" button, once it can be tapped: not
    /// the SDK's screen under the sheet, whose identifiers all start with `yuno.`.
    @MainActor
    private func browserCancelButton(in app: XCUIApplication, timeout: TimeInterval) -> XCUIElement? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let candidates = app.buttons.matching(identifier: "Cancel")
            for index in 0..<candidates.count {
                let button = candidates.element(boundBy: index)
                if !button.identifier.hasPrefix("yuno.") && button.isHittable { return button }
            }
            RunLoop.current.run(until: Date().addingTimeInterval(0.5))
        } while Date() < deadline
        return nil
    }

    /// The element with accessibility identifier `identifier`, of whatever type.
    @MainActor
    private func element(_ identifier: String, in app: XCUIApplication) -> XCUIElement {
        app.descendants(matching: .any).matching(identifier: identifier).firstMatch
    }

    /// The label (a text's words) of the element `identifier`.
    @MainActor
    private func label(_ identifier: String, in app: XCUIApplication) -> String {
        element(identifier, in: app).label
    }

    /// Taps `field` and types `text` into it (scrolling it into view first).
    @MainActor
    private func type(_ text: String, into field: XCUIElement, in app: XCUIApplication) {
        scroll(app, until: field)
        field.tap()
        field.typeText(text)
    }

    /// Swipes up (at most ten times) until `element` can be tapped.
    @MainActor
    private func scroll(_ app: XCUIApplication, until element: XCUIElement) {
        var swipes = 0
        while !(element.exists && element.isHittable) && swipes < 10 {
            app.swipeUp()
            swipes += 1
        }
    }

    /// Waits up to `timeout` seconds until the host label `identifier` reads `expected`, then checks it.
    @MainActor
    private func waitForLabel(
        _ identifier: String, _ expected: String, in app: XCUIApplication, timeout: TimeInterval = 30
    ) {
        let target = element(identifier, in: app)
        let deadline = Date().addingTimeInterval(timeout)
        while target.label != expected && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.5))
        }
        XCTAssertEqual(target.label, expected)
    }
}
