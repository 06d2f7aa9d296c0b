/// Why a demo run could not go on.
enum DemoError: Error, CustomStringConvertible {
    case methodNotOffered(String)

    var description: String {
        switch self {
        case .methodNotOffered(let method): "the checkout session does not offer \(method)"
        }
    }
}
