/// The legal moves between ``FlowState``s, as a value type the ``PaymentFlow`` actor drives.
///
/// An illegal move is a typed error (``YunoError/illegalTransition(from:to:)``), never a trap; `finished` is
/// terminal, which is what makes a second result impossible.
struct FlowStateMachine: Sendable, Hashable {
    private(set) var state: FlowState = .idle

    var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    mutating func move(to next: FlowState) throws(YunoError) {
        guard Self.allows(from: state, to: next) else {
            throw .illegalTransition(from: state.description, to: next.description)
        }
        state = next
    }

    static func allows(from current: FlowState, to next: FlowState) -> Bool {
        switch (current, next) {
        case (.finished, _): return false
        case (_, .finished): return true
        case (.creatingPayment, _) where next.isAction, (.readingStatus, _) where next.isAction: return true
        case (_, .readingStatus) where current.isAction, (_, .presentingStatus) where current.isAction: return true
        default: break
        }
        switch (current, next) {
        case (.idle, .validating),
            (.validating, .loadingPaymentMethods),
            (.loadingPaymentMethods, .collectingCard), (.loadingPaymentMethods, .tokenizing),
            (.loadingPaymentMethods, .readingStatus),
            (.collectingCard, .tokenizing), (.collectingCard, .enrolling),
            (.tokenizing, .creatingPayment), (.tokenizing, .awaitingMerchantPayment),
            (.awaitingMerchantPayment, .readingStatus),
            (.creatingPayment, .readingStatus), (.creatingPayment, .presentingStatus),
            (.readingStatus, .presentingStatus),
            (.enrolling, .presentingStatus):
            return true
        default:
            return false
        }
    }
}
