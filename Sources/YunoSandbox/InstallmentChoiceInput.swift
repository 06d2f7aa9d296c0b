import Foundation

/// `payment_method.card.installment{id, value}` of a token request: the session's plan id and the number of
/// installments the shopper chose (Yuno's headless `CardData.Installment(id:value:)`; [ours] its place in the JSON).
struct InstallmentChoiceInput: Codable, Sendable {
    var id: String?
    var value: Int?
}
