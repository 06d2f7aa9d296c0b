import Foundation

/// What the sandbox's test gateway does with a card: the payment status it produces and whether 3DS applies.
struct CardOutcome: Sendable, Hashable {
    /// How 3-D Secure behaves for the card.
    enum ThreeDS: Sendable, Hashable {
        /// No 3DS.
        case none
        /// A challenge the shopper must complete (the payment waits for it).
        case challenge
        /// Frictionless: authenticated without a challenge.
        case frictionless
    }

    /// The payment status when authorised (after a successful challenge, for 3DS cards).
    var status: String
    /// The payment sub-status.
    var subStatus: String
    /// 3DS behaviour.
    var threeDS: ThreeDS

    /// SUCCEEDED / APPROVED without 3DS.
    static let approved = CardOutcome(status: "SUCCEEDED", subStatus: "APPROVED", threeDS: .none)

    private static let testPrefixes = ["4507990000000", "5252440000000", "370000000000"]

    private static let suffixOutcomes: [String: (String, String)] = [
        "002": ("SUCCEEDED", "APPROVED"),
        "010": ("DECLINED", "INSUFFICIENT_FUNDS"),
        "028": ("DECLINED", "DECLINED_BY_BANK"),
        "036": ("DECLINED", "DO_NOT_HONOR"),
        "044": ("DECLINED", "INVALID_SECURITY_CODE"),
        "051": ("REJECTED", "INVALID_CARD_DATA"),
        "069": ("REJECTED", "REPORTED_STOLEN"),
        "077": ("ERROR", "ERROR"),
    ]

    /// The outcome of the test card with these digits; any other valid card is approved.
    static func forDigits(_ digits: String) -> CardOutcome {
        switch digits {
        case "4024007189449340":
            return CardOutcome(status: "SUCCEEDED", subStatus: "APPROVED", threeDS: .challenge)
        case "4556557955726624":
            return CardOutcome(status: "SUCCEEDED", subStatus: "APPROVED", threeDS: .frictionless)
        default:
            break
        }
        for prefix in testPrefixes where digits.hasPrefix(prefix) && digits.count == prefix.count + 3 {
            if let (status, subStatus) = suffixOutcomes[String(digits.suffix(3))] {
                return CardOutcome(status: status, subStatus: subStatus, threeDS: .none)
            }
        }
        return approved
    }
}
