/// One row of the issuer identification number (IIN) table: a range of card-number prefixes of a fixed length that
/// belongs to one brand.
///
/// Internal to the module. Rows of the same prefix length never overlap between brands (checked by the tests); when
/// several rows of different lengths match, the longest (most specific) prefix wins.
struct IINRange: Sendable, Equatable {
    /// The brand the prefixes belong to.
    let brand: CardBrand
    /// The number of leading digits the range constrains.
    let prefixLength: Int
    /// The lowest prefix, inclusive.
    let low: Int
    /// The highest prefix, inclusive.
    let high: Int

    /// A row for the inclusive prefix range `low...high`, whose prefixes have `prefixLength` digits.
    init(_ brand: CardBrand, _ low: Int, _ high: Int? = nil, length prefixLength: Int) {
        self.brand = brand
        precondition((1...Lead.maximumLength).contains(prefixLength), "a prefix longer than a number's lead")
        self.prefixLength = prefixLength
        self.low = low
        self.high = high ?? low
    }

    /// How a number whose leading digits are `lead` relates to this row.
    ///
    /// - Returns: `.definite` when the number has at least `prefixLength` digits and its prefix is in the range;
    ///   `.possible` when it is shorter and some completion of it could fall in the range; `nil` otherwise.
    func match(_ lead: Lead) -> Match? {
        guard lead.count > 0 else { return nil }
        if lead.count >= prefixLength {
            var value = lead.value
            for _ in prefixLength..<lead.count { value /= 10 }
            return (low...high).contains(value) ? .definite : nil
        }
        var scale = 1
        for _ in lead.count..<prefixLength { scale *= 10 }
        let lowestCompletion = lead.value * scale
        let highestCompletion = (lead.value + 1) * scale - 1
        return lowestCompletion <= high && highestCompletion >= low ? .possible : nil
    }

    /// The leading digits of a number, as far as any row reads them: read once per number, not once per row.
    struct Lead: Sendable, Equatable {
        /// The longest prefix any row constrains.
        static let maximumLength = 6
        /// The first `count` digits as a number.
        let value: Int
        /// How many digits were read: the number's length, at most ``maximumLength``.
        let count: Int

        /// The lead of `digits` (ASCII digits only).
        init(_ digits: Substring.UTF8View) {
            var value = 0
            var count = 0
            for byte in digits.prefix(Self.maximumLength) {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                count += 1
            }
            self.value = value
            self.count = count
        }
    }

    /// The outcome of matching a (possibly partial) number against a row.
    enum Match: Sendable, Hashable {
        /// The number's prefix is in the range.
        case definite
        /// The number is too short to decide, but it can still complete into the range.
        case possible
    }

    /// The IIN table of SPEC §7.
    static let table: [IINRange] = {
        var rows: [IINRange] = [
            IINRange(.visa, 4, length: 1),
            IINRange(.mastercard, 51, 55, length: 2),
            IINRange(.mastercard, 2221, 2720, length: 4),
            IINRange(.amex, 34, length: 2),
            IINRange(.amex, 37, length: 2),
            IINRange(.diners, 300, 305, length: 3),
            IINRange(.diners, 36, length: 2),
            IINRange(.diners, 38, 39, length: 2),
            IINRange(.discover, 6011, length: 4),
            IINRange(.discover, 644, 649, length: 3),
            IINRange(.discover, 65, length: 2),
            IINRange(.jcb, 3528, 3589, length: 4),
            IINRange(.unionPay, 62, length: 2),
            IINRange(.unionPay, 81, length: 2),
            IINRange(.hipercard, 606282, length: 6),
            IINRange(.hipercard, 384100, length: 6),
            IINRange(.hipercard, 384140, length: 6),
            IINRange(.hipercard, 384160, length: 6),
        ]
        let maestro = [5018, 5020, 5038, 5893, 6304, 6759, 6761, 6762, 6763]
        rows += maestro.map { IINRange(.maestro, $0, length: 4) }
        let elo: [(Int, Int)] = [
            (401178, 401179), (438935, 438935), (457631, 457632), (431274, 431274), (451416, 451416),
            (457393, 457393), (504175, 504175), (506699, 506778), (509000, 509999), (627780, 627780),
            (636297, 636297), (636368, 636368), (650031, 650033), (650035, 650051), (650405, 650439),
            (650485, 650538), (650541, 650598), (650700, 650718), (650720, 650727), (650901, 650978),
            (651652, 651679), (655000, 655019), (655021, 655058),
        ]
        rows += elo.map { IINRange(.elo, $0.0, $0.1, length: 6) }
        return rows
    }()
}
