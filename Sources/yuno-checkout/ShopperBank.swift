import Foundation
import YunoSDK
import YunoSandbox

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The shopper's bank for the steps that leave the app: it pays a PIX QR code, finishes a NuPay redirect, and
/// shows the 3-D Secure challenge page where the bank decides. The embedded emulator plays it in process; the HTTP
/// emulator (`Sandbox/`) through its `/sandbox/shopper/…` endpoints and its bank pages (`/3ds/challenge/…`), which
/// the demo reads and posts exactly as a browser would. A real Yuno API has no shopper controls: those calls then
/// answer `false`.
struct ShopperBank: Sendable {
    private enum Kind {
        case embedded(YunoSandbox)
        case http(baseURL: URL, transport: any YunoTransport)
    }

    /// The button the shopper presses on the bank's challenge page.
    enum ChallengeButton: String {
        case approve
        case decline
        case cancel
    }

    /// What the bank's page did with the shopper's answer.
    enum ChallengeReply: Equatable {
        /// The bank took the answer and decided; the page then sends the browser to this URL (the payment's
        /// `callback_url`), or nowhere without one.
        case decided(next: URL?)
        /// The code was not the one the bank sent; nothing changed (the page asks again).
        case wrongCode
        /// The page refused the answer (no bank here, an unknown challenge, one already answered): why.
        case refused(String)
    }

    private let kind: Kind
    /// Talks to the bank's pages as a browser would, but does not follow the page's redirect: where it points is
    /// the way back to the app, which the presenter compares with the challenge's callback URL.
    private let browser = URLSession(configuration: .ephemeral, delegate: StopAtRedirect(), delegateQueue: nil)

    /// The bank the embedded emulator plays.
    init(sandbox: YunoSandbox) { kind = .embedded(sandbox) }

    /// The bank the HTTP emulator at `baseURL` plays (if it is one).
    init(baseURL: URL, transport: any YunoTransport) { kind = .http(baseURL: baseURL, transport: transport) }

    /// Where the bank lives, for messages.
    var location: String {
        switch kind {
        case .embedded: "embedded emulator"
        case .http(let baseURL, _): baseURL.absoluteString
        }
    }

    /// The shopper pays the QR code of `paymentID` from the bank app; `false` when nobody can.
    func payQRCode(paymentID: String) async -> Bool {
        switch kind {
        case .embedded(let sandbox):
            return (try? await sandbox.payQRCode(paymentID: paymentID)) != nil
        case .http:
            return await post("/sandbox/shopper/payments/\(paymentID)/qr-code/pay")
        }
    }

    /// The shopper approves or rejects the redirected payment `paymentID` at the bank; `false` when nobody can.
    func completeRedirect(paymentID: String, approved: Bool) async -> Bool {
        switch kind {
        case .embedded(let sandbox):
            return (try? await sandbox.completeRedirect(paymentID: paymentID, approved: approved)) != nil
        case .http:
            return await post("/sandbox/shopper/payments/\(paymentID)/redirect?approved=\(approved)")
        }
    }

    /// The one-time code the bank "sent by SMS" for `challenge`, as its page shows it (the sandbox's hint); `nil`
    /// when the page cannot be read or shows none.
    func challengeCode(_ challenge: ThreeDSChallenge) async -> String? {
        switch kind {
        case .embedded(let sandbox):
            let page = try? await sandbox.challengePage(transactionID: challenge.challengeURL.lastPathComponent)
            return page.flatMap { $0.isOpen && !$0.code.isEmpty ? $0.code : nil }
        case .http:
            var request = URLRequest(url: challenge.challengeURL)
            request.timeoutInterval = 10
            guard let (data, response) = try? await browser.data(for: request),
                (response as? HTTPURLResponse)?.statusCode == 200
            else { return nil }
            return Self.hint(in: String(decoding: data, as: UTF8.self))
        }
    }

    /// The shopper presses `button` on the bank's page (`code` typed in its one-time code field): the bank
    /// decides and moves the payment; the demo never tells the SDK what it decided.
    func answerChallenge(_ challenge: ThreeDSChallenge, _ button: ChallengeButton, code: String = "") async
        -> ChallengeReply
    {
        switch kind {
        case .embedded(let sandbox):
            let answer: YunoSandbox.ChallengeAnswer =
                switch button {
                case .approve: .approve(code: code)
                case .decline: .decline
                case .cancel: .cancel
                }
            do throws(SandboxError) {
                let next = try await sandbox.answerChallenge(
                    transactionID: challenge.challengeURL.lastPathComponent, answer)
                return .decided(next: next)
            } catch .wrongChallengeCode {
                return .wrongCode
            } catch {
                return .refused(error.description)
            }
        case .http:
            // The page's form, as a browser posts it.
            var form = URLComponents()
            form.queryItems = [
                URLQueryItem(name: "action", value: button.rawValue), URLQueryItem(name: "code", value: code),
            ]
            var request = URLRequest(url: challenge.challengeURL)
            request.httpMethod = "POST"
            request.timeoutInterval = 10
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data((form.percentEncodedQuery ?? "").utf8)
            let data: Data
            let response: URLResponse
            do {
                (data, response) = try await browser.data(for: request)
            } catch {
                return .refused("\(challenge.challengeURL.host ?? "the bank") did not answer")
            }
            guard let http = response as? HTTPURLResponse else { return .refused("no HTTP answer") }
            switch http.statusCode {
            case 303:
                return .decided(next: http.value(forHTTPHeaderField: "Location").flatMap(URL.init(string:)))
            case 200 where String(decoding: data, as: UTF8.self).contains(#"id="error""#):
                return .wrongCode
            case 200:
                return .decided(next: nil)
            default:
                return .refused("the bank's page answered \(http.statusCode)")
            }
        }
    }

    /// The code in the sandbox's hint on the bank's page (`<strong id="sandbox-code">123456</strong>`).
    static func hint(in html: String) -> String? {
        guard let start = html.range(of: #"id="sandbox-code">"#),
            let end = html.range(of: "<", range: start.upperBound..<html.endIndex)
        else { return nil }
        let code = html[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return code.isEmpty ? nil : code
    }

    private func post(_ path: String) async -> Bool {
        guard case .http(let baseURL, let transport) = kind else { return false }
        let request = YunoHTTPRequest(method: .post, path: path)
        guard let response = try? await transport.send(request, baseURL: baseURL) else { return false }
        return response.status == 200
    }
}

/// Stops a URL session at a redirect and hands back the redirect itself (its status and `Location`).
private final class StopAtRedirect: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
