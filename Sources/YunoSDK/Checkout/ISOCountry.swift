/// ISO 3166-1 alpha-2 country codes (SPEC §7).
///
/// A stateless namespace over an immutable table; safe to call from any isolation domain.
public enum ISOCountry {
    /// Returns whether `code` is one of the 249 officially assigned ISO 3166-1 alpha-2 codes.
    ///
    /// Matching is exact and case-sensitive: only the uppercase form is valid (`"GB"` yes; `"gb"`, `" GB"`,
    /// `"UK"` — an exceptionally reserved code, not an assigned one — and `"XX"` no). Never throws. Nonisolated.
    public static func isValid(_ code: String) -> Bool {
        // A bit per code in a 26 × 26 table: no string hashing on a flow's start.
        var utf8 = code.utf8.makeIterator()
        guard let first = utf8.next().flatMap(letterIndex), let second = utf8.next().flatMap(letterIndex),
            utf8.next() == nil
        else { return false }
        return table[first] & (1 << second) != 0
    }

    /// Row `i` has bit `j` set when the code spelled by letters `i` and `j` (0 = `A`) is assigned; built from
    /// ``codes`` once.
    private static let table: [UInt32] = codes.reduce(into: [UInt32](repeating: 0, count: 26)) { table, code in
        let letters = code.utf8.map { Int($0 - UInt8(ascii: "A")) }
        table[letters[0]] |= 1 << letters[1]
    }

    /// The 0-based alphabet position of an uppercase ASCII letter; nil for any other byte.
    private static func letterIndex(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? Int(byte - UInt8(ascii: "A")) : nil
    }

    /// Every officially assigned alpha-2 code (249).
    static let codes: Set<String> = [
        "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
        "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV",
        "BW", "BY", "BZ",
        "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY",
        "CZ",
        "DE", "DJ", "DK", "DM", "DO", "DZ",
        "EC", "EE", "EG", "EH", "ER", "ES", "ET",
        "FI", "FJ", "FK", "FM", "FO", "FR",
        "GA", "GB", "GD", "GE", "GF", "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW",
        "GY",
        "HK", "HM", "HN", "HR", "HT", "HU",
        "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT",
        "JE", "JM", "JO", "JP",
        "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ",
        "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY",
        "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU",
        "MV", "MW", "MX", "MY", "MZ",
        "NA", "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ",
        "OM",
        "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY",
        "QA",
        "RE", "RO", "RS", "RU", "RW",
        "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV",
        "SX", "SY", "SZ",
        "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ",
        "UA", "UG", "UM", "US", "UY", "UZ",
        "VA", "VC", "VE", "VG", "VI", "VN", "VU",
        "WF", "WS",
        "YE", "YT",
        "ZA", "ZM", "ZW",
    ]
}
