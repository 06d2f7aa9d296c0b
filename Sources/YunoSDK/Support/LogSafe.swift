/// Makes caller-supplied text safe to put in a log line or an error: control characters escaped (a newline can
/// never forge a second log line) and long values cut to an excerpt (a 10 MB value never reaches a log).
enum LogSafe {
    /// The longest excerpt of a caller value kept in errors and logs, in characters.
    static let excerptLimit = 64

    /// `value` with control characters escaped, cut to `limit` characters plus "…".
    static func excerpt(_ value: String, limit: Int = excerptLimit) -> String {
        var result = ""
        var count = 0
        for scalar in value.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            result += escaped(scalar)
            count += 1
        }
        return result
    }

    /// `line` with every control character escaped, whatever its length.
    static func line(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: isControl) else { return line }
        var result = ""
        result.reserveCapacity(line.utf8.count + 8)
        for scalar in line.unicodeScalars { result += escaped(scalar) }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        guard isControl(scalar) else { return String(scalar) }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
}
