import Foundation
import Synchronization
import Testing

@testable import YunoSDK

/// The Apple Pay sheet as the SDK's own screens use it: one ending per presentation, what the sheet is told, what the
/// flow hears, and the presenter's route with a recording sheet in place of PassKit.
@Suite("Apple Pay sheet")
@MainActor
struct ApplePaySheetTests {
    private static let merchant = "merchant.com.acme.shop"
    private static let token = Data(#"{"version":"EC_v1","data":"c2VjcmV0"}"#.utf8)
    private static let sheet = WalletSheet(
        paymentMethodType: "APPLE_PAY", amount: 52_000, currency: "COP", countryCode: "CO")

    /// A sheet that records what it was asked to draw and ends as the test says.
    @MainActor
    final class RecordingSheet: ApplePaySheetPresenting {
        var canMakePayments = true
        var merchantName: String? = "ACME Shop"
        var ending: ApplePaySheetEnding = .dismissed
        private(set) var presented: [ApplePayRequest] = []
        private(set) var dismissals = 0

        func present(_ request: ApplePayRequest) async -> ApplePaySheetEnding {
            presented.append(request)
            return ending
        }

        func dismiss() { dismissals += 1 }
    }

    private func presenter(
        _ sheet: RecordingSheet?, merchantIdentifier: String? = merchant, logger: YunoLogger = .disabled
    ) -> CheckoutScreenPresenter {
        CheckoutScreenPresenter(
            host: RecordingCheckoutHost(), language: .en,
            applePay: ApplePaySetup(sheet: sheet, merchantIdentifier: merchantIdentifier), logger: logger)
    }

    // MARK: The session

    @Test("an authorization followed by the sheet finishing ends authorized, with success told to the sheet")
    func authorizedThenFinished() {
        var session = ApplePaySheetSession()
        let toldSuccess = session.authorize(paymentData: Self.token)
        let ending = session.finish()
        #expect(toldSuccess)
        #expect(ending == .authorized(paymentData: Self.token))
    }

    @Test("the ending is given once: a second finish, a late failure to present and a late authorization get nothing")
    func endingOnce() {
        var session = ApplePaySheetSession()
        let first = session.finish()
        let second = session.finish()
        let lateFailure = session.failToPresent()
        let lateAuthorization = session.authorize(paymentData: Self.token)
        #expect(first == .dismissed)
        #expect(second == nil)
        #expect(lateFailure == nil)
        #expect(!lateAuthorization)
    }

    @Test("only the first authorization counts; an empty token is told failure and ends dismissed")
    func firstNonEmptyAuthorization() {
        var session = ApplePaySheetSession()
        let emptyTold = session.authorize(paymentData: Data())
        let tokenTold = session.authorize(paymentData: Self.token)
        let secondTold = session.authorize(paymentData: Data("other".utf8))
        let ending = session.finish()
        #expect(!emptyTold)
        #expect(tokenTold)
        #expect(!secondTold)
        #expect(ending == .authorized(paymentData: Self.token))

        var empty = ApplePaySheetSession()
        let onlyEmptyTold = empty.authorize(paymentData: Data())
        let emptyEnding = empty.finish()
        #expect(!onlyEmptyTold)
        #expect(emptyEnding == .dismissed)
    }

    @Test("a sheet that could not be presented ends notPresented, once")
    func notPresented() {
        var session = ApplePaySheetSession()
        let failure = session.failToPresent()
        let finish = session.finish()
        #expect(failure == .notPresented)
        #expect(finish == nil)
    }

    // MARK: What the flow hears

    @Test("an authorized sheet answers its token in base64; dismissed, not presented or empty answer cancelled")
    func outcomes() {
        #expect(
            ApplePaySheetEnding.authorized(paymentData: Self.token).outcome
                == .authorized(paymentData: Self.token.base64EncodedString()))
        #expect(ApplePaySheetEnding.authorized(paymentData: Data()).outcome == .cancelled)
        #expect(ApplePaySheetEnding.dismissed.outcome == .cancelled)
        #expect(ApplePaySheetEnding.notPresented.outcome == .cancelled)
    }

    @Test("the ending's description never carries the token")
    func descriptionHidesToken() {
        let ending = ApplePaySheetEnding.authorized(paymentData: Self.token)
        #expect(ending.description == "authorized")
        #expect(!"\(ending.outcome)".contains(Self.token.base64EncodedString()))
    }

    // MARK: The presenter

    @Test("with a merchant identifier the presenter draws the sheet and answers its token")
    func presenterDrawsSheet() async throws {
        let sheet = RecordingSheet()
        sheet.ending = .authorized(paymentData: Self.token)
        let outcome = await presenter(sheet).presentWalletSheet(Self.sheet)
        #expect(outcome == .authorized(paymentData: Self.token.base64EncodedString()))
        #expect(sheet.presented.count == 1)
        #expect(sheet.presented.first?.summaryItems == [.init(label: "ACME Shop", amount: "52000.00")])
        #expect(sheet.presented.first?.merchantIdentifier.rawValue == Self.merchant)
    }

    @Test("a shopper who closes the sheet gets cancelled")
    func presenterSheetClosed() async {
        let sheet = RecordingSheet()
        sheet.ending = .dismissed
        #expect(await presenter(sheet).presentWalletSheet(Self.sheet) == .cancelled)
        #expect(sheet.presented.count == 1)
    }

    @Test("without a merchant identifier the presenter keeps today's answer and draws nothing")
    func presenterWithoutIdentifier() async {
        let sheet = RecordingSheet()
        sheet.ending = .authorized(paymentData: Self.token)
        #expect(await presenter(sheet, merchantIdentifier: nil).presentWalletSheet(Self.sheet) == .cancelled)
        #expect(sheet.presented.isEmpty)
    }

    @Test("on a device that cannot pay the presenter keeps today's answer and draws nothing")
    func presenterCannotPay() async {
        let sheet = RecordingSheet()
        sheet.canMakePayments = false
        sheet.ending = .authorized(paymentData: Self.token)
        #expect(await presenter(sheet).presentWalletSheet(Self.sheet) == .cancelled)
        #expect(sheet.presented.isEmpty)
    }

    @Test("without a sheet (Linux) the presenter keeps today's answer")
    func presenterWithoutSheet() async {
        #expect(await presenter(nil).presentWalletSheet(Self.sheet) == .cancelled)
    }

    @Test("a refused identifier is logged with its reason and keeps today's answer")
    func presenterLogsRefusedIdentifier() async {
        let lines = LogLines()
        let logger = YunoLogger(minimumLevel: .debug) { _, line in lines.append(line) }
        let sheet = RecordingSheet()
        let outcome = await presenter(sheet, merchantIdentifier: "com.acme.shop", logger: logger)
            .presentWalletSheet(Self.sheet)
        #expect(outcome == .cancelled)
        #expect(sheet.presented.isEmpty)
        #expect(lines.all == ["Apple Pay sheet not drawn: \(ApplePayMerchantIdentifier.Invalid.missingPrefix)"])
    }

    @Test("dismissing the presented UI closes the Apple Pay sheet")
    func dismissClosesSheet() {
        let sheet = RecordingSheet()
        presenter(sheet).dismissPresentedUI()
        #expect(sheet.dismissals == 1)
    }

    /// Log lines collected from any isolation domain.
    final class LogLines: Sendable {
        private let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }
}
