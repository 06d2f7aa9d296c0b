import Foundation

/// Raw card data in a tokenization request. Never printed: its description hides everything but BIN + last four.
struct CardInput: Codable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    var number: String?
    var expirationMonth: Int?
    var expirationYear: Int?
    var securityCode: String?
    var holderName: String?
    /// The installment chosen (`installment{id, value}`); not card data.
    var installment: InstallmentChoiceInput?

    /// Only the BIN and last four digits.
    var description: String {
        let digits = number ?? ""
        guard digits.count >= 10 else { return "CardInput(****)" }
        return "CardInput(\(digits.prefix(6))…\(digits.suffix(4)))"
    }

    /// Same as ``description``.
    var debugDescription: String { description }

    /// A mirror without any card data.
    var customMirror: Mirror { Mirror(self, children: ["card": description], displayStyle: .struct) }
}
