/// Why a demo run could not go on.
enum DemoError: Error, CustomStringConvertible {
    /// The session does not offer the method; carries the localized sentence that says so.
    case methodNotOffered(String)

    var description: String {
        switch self {
        case .methodNotOffered(let sentence): sentence
        }
    }
}
