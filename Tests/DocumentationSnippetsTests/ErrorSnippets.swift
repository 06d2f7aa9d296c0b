// Code shown in Documentation.docc/Extensions/YunoError.md (kept identical by Scripts/check-snippets.py).

import YunoSDK

// snippet: errors-handling
/// What a checkout screen tells the shopper after a flow ended with an error. `YunoError` is a struct: compare it
/// with `==`, match it by value, or switch over its `code`; a `default:` keeps the switch compiling when a later
/// SDK version adds a kind of failure.
func message(for error: YunoError) -> String {
    switch error {
    case .cancelled:
        return "Payment cancelled."
    case .notInitialized, .privateKeyNotAllowed:
        return "Payments are not available right now."
    default:
        break
    }
    switch error.code {
    case .server where error.httpStatus == 429:
        return "Too many attempts. Try again in a minute."
    case .invalidCard:
        let fields = error.cardFormError?.invalidFields.count ?? 0
        return "Check the card details (\(fields) field(s))."
    case .outcomeUnknown:
        return "We could not confirm the payment. Check your orders before paying again."
    default:
        return "The payment could not be completed."
    }
}
// end-snippet
