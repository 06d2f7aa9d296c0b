import Foundation

// What the emulator keeps of a card (its brand, IIN, last four, expiry and holder) is never printed: descriptions,
// debug descriptions and mirrors of the values that hold it show the brand and last four only, so neither
// `print`, string interpolation nor `dump` — of a record, a wire body, or the emulator itself — reveals a saved
// card's expiry or its holder's name (issue 27).

extension CardProfile: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `VISA ****0002`: never the expiry nor the holder.
    var description: String { "CardProfile(\(savedName))" }
    /// Same as ``description``.
    var debugDescription: String { description }
    /// The brand and last four only.
    var customMirror: Mirror {
        Mirror(self, children: ["brand": brand.rawValue, "lfd": lfd], displayStyle: .struct)
    }
}

extension CardDataBody: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `card_data(VISA ****0002)`: never the expiry nor the holder.
    var description: String { "card_data(\(brand) ****\(lfd))" }
    /// Same as ``description``.
    var debugDescription: String { description }
    /// The brand and last four only.
    var customMirror: Mirror { Mirror(self, children: ["brand": brand, "lfd": lfd], displayStyle: .struct) }
}

extension MerchantBackend.EnrolledMethod: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `EnrolledMethod(VISA ****0002, CARD, ENROLLED, vaultedToken: …)`: never the expiry.
    public var description: String {
        "EnrolledMethod(\(brand) ****\(lfd), \(type), \(status), vaultedToken: \(vaultedToken))"
    }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// Every field but the expiry.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "vaultedToken": vaultedToken, "type": type, "status": status, "iin": iin, "lfd": lfd, "brand": brand,
            ], displayStyle: .struct)
    }
}

extension YunoSandbox: CustomStringConvertible, CustomReflectable {
    /// `YunoSandbox(seed: N)`: none of the emulator's records (cards, holders, keys).
    nonisolated public var description: String { "YunoSandbox(seed: \(configuration.seed))" }
    /// The seed only: `dump` of the emulator shows none of its records (cards, holders, keys).
    nonisolated public var customMirror: Mirror {
        Mirror(self, children: ["seed": configuration.seed], displayStyle: .class)
    }
}
