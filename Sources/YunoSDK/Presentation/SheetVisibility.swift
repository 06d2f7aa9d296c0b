/// Whether the SDK's sheet is up, with a hide held until the end of the main-actor turn that asked for it.
///
/// Why: a flow hides its loader and shows the next screen in one main-actor turn (the card form after the methods
/// load, the next attempt's form after a decline). Dismissing the sheet at the hide and presenting a new one at the
/// show would, on UIKit, present over a controller that is being dismissed: the new sheet is refused or torn down
/// with the old one, and the shopper sees no form. Held until the turn ends, a hide followed by a show leaves the
/// sheet up and only its content changes. Only a hide that nothing undid in its turn dismisses the sheet.
///
/// A value type the UIKit host drives (``UIKitCheckoutHost``); the Linux tests cover every decision.
struct SheetVisibility: Sendable, Equatable {
    /// What the host does to the sheet.
    enum Change: Sendable, Hashable {
        /// Nothing.
        case none
        /// Present a new sheet.
        case present
        /// Dismiss the sheet.
        case dismiss
    }

    /// Whether a sheet is up (or being presented).
    private(set) var isPresented = false
    /// Whether a hide waits for the end of its turn.
    private(set) var isHidePending = false

    /// The screens are to be shown: ``Change/present`` when no sheet is up; otherwise the sheet that is up stays,
    /// and a hide asked for earlier in this turn is dropped.
    mutating func show() -> Change {
        isHidePending = false
        guard !isPresented else { return .none }
        isPresented = true
        return .present
    }

    /// The screens are to go. Returns whether the host must call ``endOfTurn()`` once the current main-actor turn
    /// ends: true for the first hide of a turn while a sheet is up, false when nothing is up or a hide already waits.
    mutating func hide() -> Bool {
        guard isPresented, !isHidePending else { return false }
        isHidePending = true
        return true
    }

    /// The turn of a hide ended: ``Change/dismiss`` unless the screens were shown again in it.
    mutating func endOfTurn() -> Change {
        guard isHidePending else { return .none }
        isHidePending = false
        isPresented = false
        return .dismiss
    }

    /// The sheet could not be presented (nothing to present over): no sheet is up.
    mutating func presentationFailed() {
        isPresented = false
    }
}
