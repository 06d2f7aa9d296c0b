import Foundation
import Testing
import YunoSDK

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Talks to the HTTP emulator's pages as a browser does (form posts included), but stops at a redirect so a test
/// sees the `303` and its `Location` rather than where it leads.
enum Browser {
    /// A page's answer: status, headers (names lowercased) and body as text.
    struct Page: Sendable {
        let status: Int
        let headers: [String: String]
        let text: String
    }

    private static let session = URLSession(
        configuration: .ephemeral, delegate: StopAtRedirect(), delegateQueue: nil)

    /// Sends `method` to `url`; `form` (when given, and not for a GET) as an `application/x-www-form-urlencoded`
    /// body.
    static func send(_ method: YunoHTTPRequest.Method, _ url: URL, form: String? = nil) async throws -> Page {
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.timeoutInterval = 20
        if let form, method != .get {
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(form.utf8)
        }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return Page(status: http.statusCode, headers: headers, text: String(decoding: data, as: UTF8.self))
    }
}

/// Stops a URL session at a redirect and hands back the redirect itself.
private final class StopAtRedirect: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
