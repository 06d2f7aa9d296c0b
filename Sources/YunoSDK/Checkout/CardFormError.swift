/// The card form (or ``CardDetails/validated(number:expiry:securityCode:holderName:now:calendar:)``) was submitted
/// with invalid fields.
///
/// A value type; `Sendable`, usable from any isolation domain. Its ``description`` names fields and reasons only,
/// never input values.
public struct CardFormError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reason each invalid field failed; fields that passed are absent.
    public let fieldErrors: [CardField: CardFieldError]

    /// Creates an error from per-field reasons.
    public init(fieldErrors: [CardField: CardFieldError]) {
        self.fieldErrors = fieldErrors
    }

    /// The invalid fields in form order (number, expiry, security code, holder name).
    public var invalidFields: [CardField] {
        CardField.allCases.filter { fieldErrors[$0] != nil }
    }

    /// `Invalid card form: number: …; expiry: …` — reasons only, in form order.
    public var description: String {
        let reasons = invalidFields.compactMap { field in
            fieldErrors[field].map { "\(field.rawValue): \($0.description)" }
        }
        return "Invalid card form: " + reasons.joined(separator: "; ")
    }
}
