/// Every user-facing string of the checkout UI, as a typed key into the localization tables (SPEC §7).
///
/// The raw value is the key in `Resources/Localization/<language>.json`; every key exists in all 20 languages of
/// ``YunoLanguage`` (the test suite checks it). Placeholders are written `{name}` and are filled by
/// ``YunoLocalizer/string(_:_:)``. A plain value type, usable from any isolation domain.
public enum YunoStringKey: String, Sendable, Hashable, CaseIterable {
    /// The card form's title.
    case cardFormTitle = "cardForm.title"
    /// The card-number field's label.
    case cardNumber = "cardForm.number"
    /// The expiry field's label.
    case cardExpiry = "cardForm.expiry"
    /// The expiry field's placeholder, `MM/YY` in the language's letters.
    case cardExpiryPlaceholder = "cardForm.expiryPlaceholder"
    /// The security-code field's label.
    case cardSecurityCode = "cardForm.securityCode"
    /// The cardholder-name field's label.
    case cardHolderName = "cardForm.holderName"
    /// The cardholder-name field's placeholder.
    case cardHolderNamePlaceholder = "cardForm.holderNamePlaceholder"
    /// The "save card" checkbox.
    case cardSaveCard = "cardForm.saveCard"
    /// The detected brand; placeholder `{brand}`.
    case cardBrand = "cardForm.brand"
    /// The step indicator of the step-by-step form; placeholders `{current}` and `{total}`.
    case cardStep = "cardForm.step"
    /// The submit button.
    case cardPay = "cardForm.pay"
    /// The submit button with the amount; placeholder `{amount}`.
    case cardPayAmount = "cardForm.payAmount"
    /// The submit button while the card is being tokenized.
    case cardProcessing = "cardForm.processing"
    /// The title of the card form's installment picker.
    case cardInstallments = "cardForm.installments"
    /// An installment option paying at once; placeholder `{amount}`.
    case cardInstallmentSingle = "cardForm.installmentSingle"
    /// An installment option of several payments; placeholders `{count}` and `{amount}` (one installment's amount).
    case cardInstallmentMultiple = "cardForm.installmentMultiple"

    /// "Next" (step-by-step form).
    case actionNext = "action.next"
    /// "Back" (step-by-step form).
    case actionBack = "action.back"
    /// "Cancel".
    case actionCancel = "action.cancel"
    /// "Close".
    case actionClose = "action.close"
    /// "Continue".
    case actionContinue = "action.continue"
    /// The word for "yes" (checkbox answers in text front ends).
    case answerYes = "answer.yes"
    /// The word for "no".
    case answerNo = "answer.no"

    /// ``CardFieldError/numberEmpty``.
    case errorNumberEmpty = "error.numberEmpty"
    /// ``CardFieldError/numberInvalidCharacters``.
    case errorNumberInvalidCharacters = "error.numberInvalidCharacters"
    /// ``CardFieldError/numberTooShort``.
    case errorNumberTooShort = "error.numberTooShort"
    /// ``CardFieldError/numberTooLong``.
    case errorNumberTooLong = "error.numberTooLong"
    /// ``CardFieldError/numberChecksum``.
    case errorNumberChecksum = "error.numberChecksum"
    /// ``CardFieldError/numberUnknownBrand``.
    case errorNumberUnknownBrand = "error.numberUnknownBrand"
    /// ``CardFieldError/expiryEmpty``.
    case errorExpiryEmpty = "error.expiryEmpty"
    /// ``CardFieldError/expiryFormat``; placeholder `{format}` (the localized `MM/YY`).
    case errorExpiryFormat = "error.expiryFormat"
    /// ``CardFieldError/expiryMonthOutOfRange``.
    case errorExpiryMonthOutOfRange = "error.expiryMonthOutOfRange"
    /// ``CardFieldError/expiryInPast``.
    case errorExpiryInPast = "error.expiryInPast"
    /// ``CardFieldError/expiryTooFarAhead``.
    case errorExpiryTooFarAhead = "error.expiryTooFarAhead"
    /// ``CardFieldError/securityCodeEmpty``.
    case errorSecurityCodeEmpty = "error.securityCodeEmpty"
    /// ``CardFieldError/securityCodeInvalidCharacters``.
    case errorSecurityCodeInvalidCharacters = "error.securityCodeInvalidCharacters"
    /// ``CardFieldError/securityCodeLength(expected:)``; placeholder `{digits}`.
    case errorSecurityCodeLength = "error.securityCodeLength"
    /// ``CardFieldError/holderNameEmpty``.
    case errorHolderNameEmpty = "error.holderNameEmpty"
    /// ``CardFieldError/holderNameTooLong``; placeholder `{max}`.
    case errorHolderNameTooLong = "error.holderNameTooLong"
    /// ``CardFieldError/holderNameDigitsOnly``.
    case errorHolderNameDigitsOnly = "error.holderNameDigitsOnly"
    /// ``CardFieldError/holderNameInvalidCharacters``.
    case errorHolderNameInvalidCharacters = "error.holderNameInvalidCharacters"

    /// The payment-method list's title.
    case methodsTitle = "methods.title"
    /// The subtitle of a saved card.
    case methodsSavedCard = "methods.savedCard"
    /// A saved card's expiry; placeholder `{date}`.
    case methodsExpires = "methods.expires"
    /// The badge of a preferred method.
    case methodsPreferred = "methods.preferred"
    /// Shown when the session offers no method.
    case methodsEmpty = "methods.empty"

    /// The loader's text.
    case loaderLoading = "loader.loading"
    /// The loader's text while a payment is being created.
    case loaderProcessing = "loader.processing"

    /// The 3DS challenge's title.
    case threeDSTitle = "threeDS.title"
    /// The 3DS challenge's explanation.
    case threeDSMessage = "threeDS.message"
    /// The issuer's page; placeholder `{url}`.
    case threeDSPage = "threeDS.page"

    /// The QR screen's title.
    case qrTitle = "qr.title"
    /// The line before the copy-and-paste code.
    case qrCopyCode = "qr.copyCode"
    /// The code's expiry; placeholder `{time}`.
    case qrExpires = "qr.expires"
    /// Shown while the SDK waits for the QR payment.
    case qrWaiting = "qr.waiting"

    /// The wallet sheet's title; placeholder `{wallet}`.
    case walletTitle = "wallet.title"
    /// The amount to authorize; placeholder `{amount}`.
    case walletAmount = "wallet.amount"
    /// The shopper authorizes the wallet payment.
    case walletAuthorize = "wallet.authorize"

    /// Shown before the shopper leaves for a redirect page.
    case redirectTitle = "redirect.title"
    /// Shown while the SDK waits for the shopper to come back.
    case redirectWaiting = "redirect.waiting"

    /// ``Yuno/Result/succeeded``'s status title.
    case statusSucceeded = "status.succeeded"
    /// ``Yuno/Result/reject``'s status title.
    case statusReject = "status.reject"
    /// ``Yuno/Result/fail``'s status title.
    case statusFail = "status.fail"
    /// ``Yuno/Result/processing``'s status title.
    case statusProcessing = "status.processing"
    /// ``Yuno/Result/internalError``'s status title.
    case statusInternalError = "status.internalError"
    /// ``Yuno/Result/userCancelled``'s status title.
    case statusUserCancelled = "status.userCancelled"
    /// The heading of the payment information (seeds/004).
    case statusInformation = "status.information"
    /// The amount row's label.
    case statusAmount = "status.amount"
    /// The payment-id row's label.
    case statusPaymentID = "status.paymentID"
    /// The date row's label.
    case statusDate = "status.date"
    /// The description row's label.
    case statusDescription = "status.description"

    /// Asks the shopper to choose among numbered options; placeholder `{count}`.
    case promptChoose = "prompt.choose"
    /// The answer is not one of the options.
    case promptInvalidChoice = "prompt.invalidChoice"
    /// How to cancel in a text front end (type `q`).
    case promptCancelHint = "prompt.cancelHint"

    /// The name of the card payment method in a method list ("Card").
    case methodCard = "method.card"
    /// The name of the Bancolombia bank-transfer method.
    case methodBancolombiaTransfer = "method.bancolombiaTransfer"
    /// Offered after a declined or failed payment: pay again with another card.
    case statusRetry = "status.retry"

    /// VoiceOver value of a field with no input.
    case accessibilityEmpty = "a11y.empty"
    /// VoiceOver value of a field with input that is not read back (security code, expiry, an incomplete number).
    case accessibilityFilled = "a11y.filled"
    /// VoiceOver text of a complete card number or a saved card; placeholders `{brand}` and `{lastFour}`.
    case accessibilityCardEnding = "a11y.cardEnding"
    /// VoiceOver text of the selected payment-method row.
    case accessibilitySelected = "a11y.selected"
    /// VoiceOver announcement of a field's error; placeholders `{field}` (its label) and `{message}`.
    case accessibilityFieldError = "a11y.fieldError"
    /// VoiceOver hint of the card-number field.
    case accessibilityNumberHint = "a11y.numberHint"
    /// VoiceOver hint of the expiry field; placeholder `{format}` (the localized `MM/YY`).
    case accessibilityExpiryHint = "a11y.expiryHint"
    /// VoiceOver hint of the security-code field; placeholder `{digits}`.
    case accessibilitySecurityCodeHint = "a11y.securityCodeHint"
    /// "Done" (closes the status screen).
    case actionDone = "action.done"
    /// The unenroll button of a saved payment method.
    case methodsRemove = "methods.remove"
    /// The unenroll button's VoiceOver label; placeholder `{method}`.
    case methodsRemoveMethod = "methods.removeMethod"
    /// How to pay with the QR code.
    case qrInstructions = "qr.instructions"
    /// The button that copies the QR code's text.
    case qrCopy = "qr.copy"
    /// The QR image's VoiceOver label.
    case qrImageLabel = "qr.imageLabel"

    /// Enrollment: the card form's submit button ("Save card").
    case enrollSaveCard = "enroll.saveCard"
    /// Enrollment: the submit button while the card is being saved ("Saving…").
    case enrollSaving = "enroll.saving"
    /// Enrollment: the status title of a card that was saved (``Yuno/Result/succeeded`` of an enrollment).
    case enrollSaved = "enroll.saved"
    /// Enrollment: the status title of a card that was not saved (declined, failed or cancelled enrollment).
    case enrollNotSaved = "enroll.notSaved"
    /// Offered after a declined or failed payment with a method other than a card: pay again ("Try again").
    case statusRetryPayment = "status.retryPayment"

    /// The keyboard toolbar's button that moves to the previous field ("Previous").
    case actionPrevious = "action.previous"
    /// Loads again what failed to load, for example the payment-method list ("Retry").
    case actionRetry = "action.retry"
    /// The payment-method list could not be loaded; shown with ``actionRetry``.
    case methodsLoadFailed = "methods.loadFailed"
    /// The title of the question asked before a saved method is removed; placeholder `{method}`.
    case methodsRemoveConfirmTitle = "methods.removeConfirmTitle"
    /// The message of the question asked before a saved method is removed.
    case methodsRemoveConfirmMessage = "methods.removeConfirmMessage"
    /// The confirmation shown (and announced) once the QR code's text was copied.
    case qrCopied = "qr.copied"
    /// The time left before the QR code expires, updated as it runs down; placeholder `{time}`.
    case qrTimeLeft = "qr.timeLeft"
    /// The QR code expired before it was paid.
    case qrExpired = "qr.expired"
    /// Shown above the card form when the card was declined: try another card or method.
    case cardDeclined = "cardForm.declined"
}
