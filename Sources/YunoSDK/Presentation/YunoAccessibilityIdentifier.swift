/// The stable accessibility identifiers of the SDK's native screens, so a merchant's UI tests (XCUITest) can find
/// and drive the checkout: `app.textFields[YunoAccessibilityIdentifier.cardNumber]`.
///
/// The spellings are part of the public API: they never change between releases, they are unique, and every one
/// starts with `yuno.`. They are identifiers, never shown or spoken; none contains the shopper's input. A namespace
/// of constants and pure functions: usable from any isolation domain; nothing fails.
public enum YunoAccessibilityIdentifier {
    // MARK: Card form

    /// The card form's title.
    public static let cardFormTitle = "yuno.cardForm.title"
    /// The card-number field.
    public static let cardNumber = "yuno.cardForm.number"
    /// The expiry field.
    public static let expiry = "yuno.cardForm.expiry"
    /// The security-code (CVV) field.
    public static let securityCode = "yuno.cardForm.securityCode"
    /// The cardholder-name field.
    public static let holderName = "yuno.cardForm.holderName"
    /// The error line under the card-number field.
    public static let cardNumberError = "yuno.cardForm.number.error"
    /// The error line under the expiry field.
    public static let expiryError = "yuno.cardForm.expiry.error"
    /// The error line under the security-code field.
    public static let securityCodeError = "yuno.cardForm.securityCode.error"
    /// The error line under the cardholder-name field.
    public static let holderNameError = "yuno.cardForm.holderName.error"
    /// The mark of the detected card brand beside the number (the generic card mark while no brand is known).
    public static let cardBrand = "yuno.cardForm.brand"
    /// The step indicator of the step-by-step form.
    public static let step = "yuno.cardForm.step"
    /// The "save card" toggle.
    public static let saveCard = "yuno.cardForm.saveCard"
    /// The installment picker under the card fields (when the session's plan covers the card).
    public static let installments = "yuno.cardForm.installments"
    /// The pay button (the primary button on the form's last step).
    public static let pay = "yuno.cardForm.pay"
    /// The "next" button (the primary button before the last step of the step-by-step form).
    public static let next = "yuno.cardForm.next"
    /// The "back" button of the step-by-step form.
    public static let back = "yuno.cardForm.back"
    /// The card form's cancel button.
    public static let cancel = "yuno.cardForm.cancel"
    /// "Previous" in the bar above the keyboard.
    public static let keyboardPrevious = "yuno.cardForm.keyboard.previous"
    /// "Next" in the bar above the keyboard.
    public static let keyboardNext = "yuno.cardForm.keyboard.next"
    /// "Done" in the bar above the keyboard (closes the keyboard).
    public static let keyboardDone = "yuno.cardForm.keyboard.done"
    /// The card form's notice that the previous card was declined (``CardForm/declineNotice``).
    public static let cardFormDeclineNotice = "yuno.cardForm.declineNotice"

    /// The identifier of `field`'s input control (``cardNumber``, ``expiry``, ``securityCode``, ``holderName``).
    public static func field(_ field: CardForm.Field) -> String {
        switch field {
        case .number: cardNumber
        case .expiry: expiry
        case .securityCode: securityCode
        case .holderName: holderName
        }
    }

    /// The identifier of the error line under `field` (``cardNumberError``, …).
    public static func error(for field: CardForm.Field) -> String {
        switch field {
        case .number: cardNumberError
        case .expiry: expiryError
        case .securityCode: securityCodeError
        case .holderName: holderNameError
        }
    }

    // MARK: Payment-method list

    /// The payment-method list.
    public static let methodsList = "yuno.methods.list"
    /// The list's heading (or its "no methods" message).
    public static let methodsTitle = "yuno.methods.title"
    /// The prefix of every row's identifier; see ``methodRow(_:)``.
    public static let methodRowPrefix = "yuno.methods.row."
    /// The prefix of every unenroll button's identifier; see ``unenrollButton(_:)``.
    public static let unenrollButtonPrefix = "yuno.methods.unenroll."

    /// The identifier of `item`'s row: ``methodRowPrefix`` followed by the item's ``PaymentMethodItem/id`` (its
    /// type, `yuno.methods.row.CARD`, or a saved method's vaulted token).
    public static func methodRow(_ item: PaymentMethodItem) -> String {
        methodRowPrefix + item.id
    }

    /// The identifier of the unenroll button of `item`'s row: ``unenrollButtonPrefix`` followed by the item's id.
    public static func unenrollButton(_ item: PaymentMethodItem) -> String {
        unenrollButtonPrefix + item.id
    }

    // MARK: Loader and status

    /// The loader.
    public static let loader = "yuno.loader"
    /// The status screen's title.
    public static let statusTitle = "yuno.status.title"
    /// The status screen's payment information.
    public static let statusInformation = "yuno.status.information"
    /// The status screen's "done" button.
    public static let statusDone = "yuno.status.done"
    /// The status screen's "Try again with another card" button ([ours]: shown after a declined or failed card
    /// payment when the app can give a new checkout session, see ``YunoDeclineRecovering``).
    public static let statusRetry = "yuno.status.retry"

    // MARK: QR code

    /// The QR screen's title.
    public static let qrTitle = "yuno.qr.title"
    /// The QR image.
    public static let qrImage = "yuno.qr.image"
    /// The QR screen's instructions.
    public static let qrInstructions = "yuno.qr.instructions"
    /// The QR code's expiry line.
    public static let qrExpiry = "yuno.qr.expiry"
    /// The time left before the QR code expires, updated as it runs down.
    public static let qrTimeLeft = "yuno.qr.timeLeft"
    /// The amount to pay.
    public static let qrAmount = "yuno.qr.amount"
    /// The button that copies the code.
    public static let qrCopy = "yuno.qr.copy"
    /// The button that closes the QR screen.
    public static let qrClose = "yuno.qr.close"

    /// Every fixed identifier (not the per-row ones), for uniqueness checks and UI-test helpers.
    public static let all: [String] = [
        cardFormTitle, cardNumber, expiry, securityCode, holderName, cardNumberError, expiryError,
        securityCodeError, holderNameError, cardBrand, step, saveCard, pay, next, back, cancel, keyboardPrevious,
        keyboardNext, keyboardDone, methodsList, methodsRetry,
        methodsTitle, loader, statusTitle, statusInformation, statusDone, qrTitle, qrImage, qrInstructions,
        qrExpiry, qrTimeLeft, qrAmount, qrCopy, qrClose,
    ]
}
