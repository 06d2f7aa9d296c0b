import Foundation
import Observation

/// The card form model a UI binds to: it holds the raw input, detects the brand live, validates each field and
/// produces a ``CardDetails`` on submit.
///
/// Isolation: `@MainActor` (it is UI state); observable through the Observation framework, so SwiftUI views and
/// other observers see every change. The clock and calendar are injected so validation is deterministic in tests.
///
/// Secrets (SPEC §8): ``description``, `String(reflecting:)` and `dump` show only the configuration — never the
/// number, security code, expiry or name — and are nonisolated, so they are safe from any context.
@MainActor
@Observable
public final class CardForm {
    /// What the form shows; fixed for the form's lifetime.
    public nonisolated let configuration: Configuration

    /// The card number as typed or pasted (separators allowed). A change recomputes the installment options
    /// (``installmentOptions``).
    public var number: String = "" {
        didSet { numberDidChange() }
    }
    /// The expiry as typed (`MM/YY`, `MMYY`, `MM/YYYY`).
    public var expiry: String = ""
    /// The security code as typed.
    public var securityCode: String = ""
    /// The cardholder name as typed; ignored when ``Configuration/hidesCardholderName`` is set.
    public var holderName: String = ""
    /// The shopper's "save card" choice; only meaningful when ``Configuration/showsSaveCard`` is set on a payment
    /// form (see ``vaultsOnSuccess``).
    public var saveCard: Bool = false

    /// The amount the submit button shows (`Pay $52,000`) together with ``currency``; `nil` shows a plain "Pay".
    /// Set by the front end, which knows what the checkout session charges. An enrollment form never shows it.
    public var amount: Decimal?
    /// The ISO 4217 currency of ``amount``.
    public var currency: String?

    /// The fields the shopper has left at least once; their errors are shown (see ``visibleError(for:)``).
    public internal(set) var touchedFields: Set<Field> = []
    /// The field the shopper is typing in, whose error stays hidden until they leave it.
    public internal(set) var focusedField: Field?
    /// Whether the shopper has tried to submit; from then on every field's error is shown (except while typing).
    public internal(set) var hasAttemptedSubmit = false
    /// The field the step-by-step form shows (see ``fieldsOnScreen``); always a visible field.
    public internal(set) var currentStep: Field = .number
    /// Whether a submitted card is being checked or tokenized; the submit button is busy meanwhile. In an SDK flow
    /// the form is busy from the shopper's "pay" until the flow refuses the card (the form comes back with its
    /// errors) or the flow ends.
    public internal(set) var isSubmitting = false
    /// Whether the form opens again after the shopper's previous card was declined ([ours]: the SDK's screens
    /// offer another card once the app gave a new checkout session); the form then shows ``declineNotice``.
    public internal(set) var followsDecline = false
    /// The installment options and selection for the card as typed (``installmentOptions``); empty unless the flow
    /// offered the session's plan (``offerInstallments(_:amount:currency:reporter:)``).
    var installmentSelection = InstallmentSelection() {
        didSet { offersInstallmentPlan = installmentSelection.plan != nil }
    }
    /// Whether the selection has a plan (kept by `installmentSelection`'s `didSet`): read at every change of the
    /// number and at every submission without copying the whole selection out of the observable storage.
    @ObservationIgnored private(set) var offersInstallmentPlan = false
    /// Hears every installment report, on the main actor in the turn of the change: the flow's delegate
    /// (``YunoPaymentDelegate/onInstallmentSelected(_:)``).
    @ObservationIgnored var installmentReporter: (@MainActor (YunoInstallmentSelected?) -> Void)?

    /// The clock used to decide whether the expiry is in the past.
    @ObservationIgnored private let now: @Sendable () -> Date
    /// The calendar defining the current month; `nil`: ``defaultCalendar``.
    @ObservationIgnored private let calendar: Calendar?

    /// The calendar the SDK validates expiry dates with: Gregorian, in UTC. Nonisolated; made once (a calendar
    /// is costly to create, and every card form uses it).
    public nonisolated static let defaultCalendar: Calendar = CalendarMonth.sdkCalendar

    /// Creates an empty form.
    ///
    /// - Parameters:
    ///   - configuration: What the form shows.
    ///   - now: The clock; tests inject a fixed date. Called on the main actor at each validation.
    ///   - calendar: The calendar defining the current month; `nil` (the default) means ``defaultCalendar``,
    ///     Gregorian in UTC, whose month the form computes arithmetically.
    ///
    /// Nonisolated: a form can be made anywhere (a flow makes it on its own actor) and then used on the main actor.
    public nonisolated init(
        configuration: Configuration = Configuration(),
        now: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar? = nil
    ) {
        self.configuration = configuration
        self.now = now
        self.calendar = calendar
    }

    /// The fields the UI shows, in order; the holder name is absent when hidden.
    public var visibleFields: [Field] {
        Field.allCases.filter { $0 != .holderName || !configuration.hidesCardholderName }
    }

    /// The brand detected from the number typed so far (partial input works), or `nil` when unknown or ambiguous.
    public var detectedBrand: CardBrand? {
        CardValidation.normalizedDigits(number).flatMap(CardBrand.detect(fromDigits:))
    }

    /// The number as BIN + last four (`450799••••0002`), only once the number is complete and valid (a local
    /// brand outside the known ranges included); otherwise `nil`.
    public var maskedNumber: String? {
        guard let (digits, _) = try? CardValidation.validateNumberOfAnyBrand(number) else { return nil }
        return CardValidation.masked(digits: digits)
    }

    /// Whether the card should be vaulted on success: "save card" is offered and the shopper chose it. Always
    /// `false` for an enrollment form, which offers no checkbox (the enrollment saves the card anyway).
    public var vaultsOnSuccess: Bool {
        offersSaveCard && saveCard
    }

    /// Whether the form offers "save card": the configuration asks for it and the form collects a card to pay with.
    nonisolated var offersSaveCard: Bool {
        configuration.showsSaveCard && configuration.purpose == .payment
    }

    /// The current validation error of `field`, or `nil` when it is valid or not visible.
    ///
    /// Reflects the input as it is now (an empty field reports its "empty" error); deciding when to show an error
    /// is the UI's concern.
    public func error(for field: Field) -> CardFieldError? {
        guard visibleFields.contains(field) else { return nil }
        switch field {
        case .number:
            return failure { () throws(CardFieldError) in _ = try CardValidation.validateNumberOfAnyBrand(number) }
        case .expiry:
            let current = CalendarMonth.of(now(), in: calendar)
            return failure { () throws(CardFieldError) in
                _ = try CardValidation.validateExpiry(expiry, current: current)
            }
        case .securityCode:
            return failure { () throws(CardFieldError) in
                _ = try CardValidation.validateSecurityCode(securityCode, brand: detectedBrand)
            }
        case .holderName:
            return failure { () throws(CardFieldError) in _ = try CardValidation.validateHolderName(holderName) }
        }
    }

    /// Whether every visible field is valid.
    public var isValid: Bool {
        visibleFields.allSatisfy { error(for: $0) == nil }
    }

    /// Validates every visible field and returns the card, or every field's error.
    ///
    /// The holder name is not required (nor sent) when hidden. The form keeps its input either way. From this call
    /// on every field's error is visible (``hasAttemptedSubmit``). On success the form becomes busy
    /// (``isSubmitting``, ``submitState`` `.busy`) until ``endSubmission()``; on failure the step-by-step form moves
    /// to the first invalid field. Invalid data is never returned as a card.
    public func submit() -> Result<CardDetails, CardFormError> {
        let result = beginSubmission().card()
        if case .failure(let error) = result { submissionRefused(error) }
        return result
    }

    /// The fields as submitted, for the flow to check on its own actor: from now on every field's error is visible
    /// and the form is busy, as for a card ``submit()`` accepts, until the flow refuses the submission
    /// (``submissionRefused(_:)``) or the submission ends.
    func beginSubmission() -> CardFormSubmission {
        // Only what changes is written: an observed write invalidates the views that read it and takes the
        // registrar's lock twice, changed or not.
        if !hasAttemptedSubmit { hasAttemptedSubmit = true }
        if focusedField != nil { focusedField = nil }
        isSubmitting = true
        return CardFormSubmission(
            number: number, expiry: expiry, securityCode: securityCode,
            holderName: configuration.hidesCardholderName ? nil : holderName, now: now, calendar: calendar,
            saveCard: vaultsOnSuccess, installment: chosenInstallment)
    }

    /// The submission failed `error`'s checks: the form is no longer busy, and the step-by-step form moves to the
    /// first invalid field.
    func submissionRefused(_ error: CardFormError) {
        isSubmitting = false
        if configuration.formType == .stepByStep, let first = error.invalidFields.first {
            currentStep = first
        }
    }

    /// Runs `check` and returns the error it throws, if any.
    private func failure(_ check: () throws(CardFieldError) -> Void) -> CardFieldError? {
        do {
            try check()
            return nil
        } catch {
            return error
        }
    }
}
