/// The card the shopper submitted in the card form, as the token or enrollment request will carry it, and whether
/// the shopper asked to save it.
///
/// A class, as ``Payment`` is: the card form's answer carries it through the presentation's waits, where a reference
/// is 8 bytes and the card's fields 65 (a hot path: see PERFORMANCE.md's "Hot paths"). The card lives only until its
/// request is built and sent. Holds secrets: never described, dumped or mirrored beyond whether the card is to be
/// saved.
final class CollectedCard: Sendable, CustomStringConvertible, CustomReflectable {
    /// The card as Yuno's token and enrollment bodies take it. Secret.
    let card: TokenRequest.Card
    /// Whether the shopper asked to save the card (`vault_on_success`).
    let saveCard: Bool

    /// `installment`: the card form's installment choice, sent in the card (`card.installment{id, value}`).
    init(_ card: CardDetails, saveCard: Bool, installment: TokenRequest.Installment? = nil) {
        var card = TokenRequest.Card(card)
        card.installment = installment
        self.card = card
        self.saveCard = saveCard
    }

    var description: String { "CollectedCard(saveCard: \(saveCard))" }
    var customMirror: Mirror { Mirror(self, children: ["saveCard": saveCard]) }
}
