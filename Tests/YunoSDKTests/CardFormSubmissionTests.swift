import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 39, round three: a new-card flow reads the submitted form in the shopper's main-actor turn and checks the
/// card on its own actor. What the shopper sees must not change: a refused card brings the form back with its errors,
/// not busy, the loader hidden; a card that passes is paid once.
@MainActor
@Suite("Card form submission: checked on the flow's actor; a refused card comes back with its errors, not busy")
struct CardFormSubmissionTests {
    /// What the form showed when it came back after a refused card.
    struct Showing: Equatable {
        var busy: Bool
        var errorsVisible: Bool
        var numberError: CardFieldError?
        var step: CardForm.Field
        var loaderVisible: Bool
    }

    /// Types `first` (which fails the checks), then, when the form comes back, records what it shows and types the
    /// approved test card.
    @MainActor
    final class Retyper: YunoPresenter {
        let first: (number: String, expiry: String)
        private(set) var calls: [String] = []
        private(set) var second: Showing?
        private var loaderVisible = false
        private var showings = 0

        init(number: String, expiry: String = "11/28") { first = (number, expiry) }

        func showLoader() {
            loaderVisible = true
            calls.append("showLoader")
        }
        func hideLoader() {
            loaderVisible = false
            calls.append("hideLoader")
        }
        func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
            calls.append("form")
            showings += 1
            if showings == 2 {
                second = Showing(
                    busy: form.isSubmitting, errorsVisible: form.hasAttemptedSubmit,
                    numberError: form.error(for: .number), step: form.currentStep, loaderVisible: loaderVisible)
            }
            let retyping = showings > 1
            form.number = retyping ? TestCard.visaApproved.number : first.number
            form.expiry = retyping ? "11/28" : first.expiry
            form.securityCode = "123"
            form.holderName = "John Doe"
            return .submitted
        }
        func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding { .closed }
        func presentQRCode(_ qrCode: QRCodePayment) async {}
        func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome { .cancelled }
        func openRedirect(_ redirect: RedirectAction) async {}
        func presentPaymentStatus(_ screen: PaymentStatusScreen) async { calls.append("status") }
    }

    private func pay(_ harness: Harness, _ shopper: Retyper) async throws -> PaymentOutcome {
        await harness.client.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: try await harness.session(), countryCode: "CO", language: "en",
                viewController: shopper),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
    }

    @Test(
        "A card that fails Luhn comes back not busy, its errors showing, the loader hidden; the corrected card pays once"
    )
    func refusedThenCorrected() async throws {
        let harness = try Harness()
        let shopper = Retyper(number: "4507990000000003")

        let outcome = try await pay(harness, shopper)

        #expect(outcome.result == .succeeded)
        #expect(
            shopper.second
                == Showing(
                    busy: false, errorsVisible: true, numberError: .numberChecksum, step: .number, loaderVisible: false)
        )
        // The loader shows in the shopper's turn and hides before the form comes back.
        #expect(
            shopper.calls.prefix(6) == ["showLoader", "hideLoader", "form", "showLoader", "hideLoader", "form"])
        #expect(await harness.requestCount(.createToken) == 1, "the refused card was never sent")
    }

    @Test("The step-by-step form comes back on the first field that failed")
    func stepByStepComesBackOnTheFailedField() async throws {
        var config = YunoConfig()
        config.cardFormType = .stepByStep
        let harness = try Harness(config: config)
        let shopper = Retyper(number: TestCard.visaApproved.number, expiry: "01/20")  // expired

        let outcome = try await pay(harness, shopper)

        #expect(outcome.result == .succeeded)
        #expect(shopper.second?.step == .expiry)
        #expect(shopper.second?.busy == false)
        #expect(shopper.second?.numberError == nil)
    }

    @Test("A submission describes, dumps and mirrors no card data")
    func submissionIsRedacted() {
        let form = CardFormTests.makeForm()
        CardFormTests.fill(form)
        let submission = form.beginSubmission()
        var dumped = ""
        dump(submission, to: &dumped)
        for text in [submission.description, String(reflecting: submission), dumped] {
            for secret in ["4507 9900 0000 0002", "4507990000000002", "11/28", "123", "John Doe"] {
                #expect(!text.contains(secret), "\(text)")
            }
        }
        #expect(form.isSubmitting, "the form is busy until the flow answers")
        guard case .success(let card) = submission.card() else {
            Issue.record("a valid card must pass on the flow's actor")
            return
        }
        #expect(card.maskedNumber == "450799••••0002")
    }

    @Test("A submission writes only the form's state that changes: an unfocused form notifies no focus change")
    func submissionWritesOnlyWhatChanges() async {
        let form = CardFormTests.makeForm()
        CardFormTests.fill(form)
        #expect(!(await NativeScreenModelTests.notifies({ _ = form.focusedField }, { _ = form.beginSubmission() })))
        let again = CardFormTests.makeForm()
        CardFormTests.fill(again)
        again.beginEditing(.number)
        #expect(await NativeScreenModelTests.notifies({ _ = again.focusedField }, { _ = again.beginSubmission() }))
        #expect(again.focusedField == nil && again.isSubmitting && again.hasAttemptedSubmit)
        // A second submission (after a refused card) leaves "attempted" as it is and notifies no change of it.
        again.submissionRefused(CardFormError(fieldErrors: [:]))
        #expect(
            !(await NativeScreenModelTests.notifies({ _ = again.hasAttemptedSubmit }, { _ = again.beginSubmission() })))
    }
}
