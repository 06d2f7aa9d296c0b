/// A card brand (scheme) the SDK recognizes, with its number and security-code rules (SPEC §7).
///
/// The raw value is the brand name the Yuno API uses. A plain value type; usable from any isolation domain.
public enum CardBrand: String, Sendable, Hashable, CaseIterable, Codable {
    /// Visa (IIN 4).
    case visa = "VISA"
    /// Mastercard (IIN 51–55, 2221–2720).
    case mastercard = "MASTERCARD"
    /// American Express (IIN 34, 37).
    case amex = "AMERICAN_EXPRESS"
    /// Diners Club (IIN 300–305, 36, 38, 39).
    case diners = "DINERS"
    /// Discover (IIN 6011, 644–649, 65).
    case discover = "DISCOVER"
    /// JCB (IIN 3528–3589).
    case jcb = "JCB"
    /// UnionPay (IIN 62, 81); its numbers are not Luhn-checked.
    case unionPay = "UNIONPAY"
    /// Elo (a list of six-digit Brazilian ranges that take precedence over Visa, Discover and UnionPay).
    case elo = "ELO"
    /// Hipercard (IIN 606282, 384100, 384140, 384160).
    case hipercard = "HIPERCARD"
    /// Maestro (IIN 5018, 5020, 5038, 5893, 6304, 6759, 6761, 6762, 6763).
    case maestro = "MAESTRO"

    /// Detects the brand from the leading digits of a card number, which may be incomplete (live input).
    ///
    /// The most specific (longest) matching prefix wins, so Elo and Hipercard ranges beat Visa, Discover and
    /// UnionPay. When the input is too short to reach any full prefix, a brand is returned only if every range the
    /// input could still complete into belongs to that one brand (for example `"35"` → JCB, `"3"` → `nil`).
    ///
    /// - Parameter digits: ASCII digits only, without separators (see ``CardValidation/normalizedDigits(_:)``).
    /// - Returns: The brand, or `nil` for empty input, input containing anything but ASCII digits, an unknown
    ///   prefix, or a still-ambiguous partial prefix. Never throws. Nonisolated.
    public static func detect(fromDigits digits: String) -> CardBrand? {
        let utf8 = Substring(digits).utf8
        guard !utf8.isEmpty, utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        let lead = IINRange.Lead(utf8)
        var best: IINRange?
        var possibleBrands: Set<CardBrand> = []
        for row in IINRange.table {
            switch row.match(lead) {
            case .definite:
                if row.prefixLength > (best?.prefixLength ?? 0) { best = row }
            case .possible:
                possibleBrands.insert(row.brand)
            case nil:
                break
            }
        }
        if let best { return best.brand }
        return possibleBrands.count == 1 ? possibleBrands.first : nil
    }

    /// The human-readable brand name, for display (not localized: brand names are proper nouns).
    public var displayName: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .amex: "American Express"
        case .diners: "Diners Club"
        case .discover: "Discover"
        case .jcb: "JCB"
        case .unionPay: "UnionPay"
        case .elo: "Elo"
        case .hipercard: "Hipercard"
        case .maestro: "Maestro"
        }
    }

    /// The card-number lengths (in digits) this brand issues.
    public var validLengths: Set<Int> {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard: [16]
        case .amex: [15]
        case .diners: Set(14...19)
        case .discover, .jcb, .unionPay: Set(16...19)
        case .elo: [16]
        case .hipercard: [16, 19]
        case .maestro: Set(12...19)
        }
    }

    /// Whether a number of `length` digits is one of ``validLengths``, without building the set (it runs on every
    /// card submitted).
    func acceptsLength(_ length: Int) -> Bool {
        switch self {
        case .visa: length == 13 || length == 16 || length == 19
        case .mastercard, .elo: length == 16
        case .amex: length == 15
        case .diners: (14...19).contains(length)
        case .discover, .jcb, .unionPay: (16...19).contains(length)
        case .hipercard: length == 16 || length == 19
        case .maestro: (12...19).contains(length)
        }
    }

    /// The longest of ``validLengths``.
    var maximumLength: Int {
        switch self {
        case .mastercard, .elo: 16
        case .amex: 15
        default: 19
        }
    }

    /// The security code (CVC/CVV/CID) length in digits: 4 for American Express, 3 for every other brand.
    public var securityCodeLength: Int {
        self == .amex ? 4 : 3
    }

    /// Whether numbers of this brand carry a Luhn check digit (every brand except UnionPay).
    public var usesLuhn: Bool {
        self != .unionPay
    }

    /// The digit grouping for display at the brand's typical length: American Express `[4, 6, 5]`, Diners Club
    /// `[4, 6, 4]`, every other brand `[4, 4, 4, 4]`. See ``groupPattern(forLength:)`` for other lengths.
    public var groupPattern: [Int] {
        switch self {
        case .amex: groupPattern(forLength: 15)
        case .diners: groupPattern(forLength: 14)
        default: groupPattern(forLength: 16)
        }
    }

    /// The digit grouping for display of a number with `length` digits.
    ///
    /// American Express with 15 digits → `[4, 6, 5]`; Diners Club with 14 digits → `[4, 6, 4]`; otherwise groups of
    /// four followed by the remainder (`16` → `[4, 4, 4, 4]`, `19` → `[4, 4, 4, 4, 3]`), where a lone
    /// trailing digit joins the previous group (`13` → `[4, 4, 5]`). The groups always sum to `length`;
    /// `length <= 0` → `[]`. Nonisolated; never throws.
    public func groupPattern(forLength length: Int) -> [Int] {
        guard length > 0 else { return [] }
        if self == .amex, length == 15 { return [4, 6, 5] }
        if self == .diners, length == 14 { return [4, 6, 4] }
        return Self.genericGroupPattern(forLength: length)
    }

    /// The grouping of `count` digits typed so far, for display: the brand's grouping as far as the digits go,
    /// past its usual length ``groupPattern(forLength:)``; where no known brand matches (`brand` is `nil`, a local
    /// brand or a number too short to tell), the generic groups of four (`4-4-4-4`, then the remainder).
    static func displayGroups(for brand: CardBrand?, count: Int) -> [Int] {
        guard let brand else { return genericGroupPattern(forLength: max(count, 16)) }
        let pattern = brand.groupPattern
        return count > pattern.reduce(0, +) ? brand.groupPattern(forLength: count) : pattern
    }

    /// Groups of four followed by the remainder, where a lone trailing digit joins the previous group: the grouping
    /// of every brand but American Express and Diners Club, and of numbers whose brand is unknown.
    static func genericGroupPattern(forLength length: Int) -> [Int] {
        guard length > 0 else { return [] }
        var groups = Array(repeating: 4, count: length / 4)
        let remainder = length % 4
        if remainder == 1, !groups.isEmpty {
            groups[groups.count - 1] += 1
        } else if remainder > 0 {
            groups.append(remainder)
        }
        return groups
    }
}
