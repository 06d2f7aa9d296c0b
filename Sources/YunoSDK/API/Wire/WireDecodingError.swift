/// Why a response body could not be read as the model the SDK expected: where (the keys from the top, an array
/// element as its index) and what. It names keys, never values, so it can be logged: no card data or token ever
/// appears in it.
struct WireDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    enum Problem: Sendable, Equatable {
        /// The body is not JSON at byte `offset`.
        case notJSON(reason: String, offset: Int)
        /// A required key is absent.
        case missingKey(String)
        /// The value has another JSON type (or is `null`) where `expected` is required.
        case wrongType(expected: String)
        /// The value has the right type and an unusable content (an unknown status, an out-of-range number, a
        /// string that is not UTF-8).
        case invalidValue
    }

    var problem: Problem
    /// The keys leading to the value, outermost first (`["payment_method", "type"]`).
    var path: [String]

    init(_ problem: Problem, path: [String] = []) {
        self.problem = problem
        self.path = path
    }

    /// The same error one level down: under `key` of an object, or element `key` of an array.
    func nested(under key: String) -> WireDecodingError {
        WireDecodingError(problem, path: [key] + path)
    }

    /// What went wrong, for ``YunoError/invalidResponse(operation:detail:)``: "missing key checkout.session",
    /// "wrong type at status", "invalid value at status", "the body is not valid JSON".
    var description: String {
        let location = path.isEmpty ? "the top level" : path.joined(separator: ".")
        switch problem {
        case .notJSON: return "the body is not valid JSON"
        case .missingKey(let key): return "missing key \((path + [key]).joined(separator: "."))"
        case .wrongType: return "wrong type at \(location)"
        case .invalidValue: return "invalid value at \(location)"
        }
    }
}
