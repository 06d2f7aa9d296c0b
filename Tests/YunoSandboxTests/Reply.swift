import Foundation
import YunoSDK

/// A response as the tests see it: status, raw body, and JSON accessors.
struct Reply: Sendable {
    var status: Int
    var body: Data
    var headers: YunoHTTPHeaders

    init(_ response: YunoHTTPResponse) {
        status = response.status
        body = response.body
        headers = response.headers
    }

    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The value at a path of object keys / array indexes.
    func value(_ path: Any...) -> Any? { lookup(path) }

    func string(_ path: Any...) -> String? { lookup(path).flatMap { $0 as? String } }

    func bool(_ path: Any...) -> Bool? { lookup(path).flatMap { $0 as? Bool } }

    func count(_ path: Any...) -> Int? { lookup(path).flatMap { ($0 as? [Any])?.count } }

    func decimal(_ path: Any...) -> Decimal? {
        lookup(path).flatMap { ($0 as? NSNumber).flatMap { Decimal(string: $0.stringValue) } }
    }

    /// The Yuno error code, if the body is an error.
    var code: String? { string("code") }

    private func lookup(_ path: [Any]) -> Any? {
        var current: Any? = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        for component in path {
            if let key = component as? String {
                current = (current as? [String: Any])?[key]
            } else if let index = component as? Int {
                guard let array = current as? [Any], array.indices.contains(index) else { return nil }
                current = array[index]
            }
        }
        return current
    }
}
