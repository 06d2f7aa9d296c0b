import Foundation
import YunoSDK
import YunoSandbox

/// The pages a browser sees at the shopper's bank, served by the HTTP emulator: the issuer's 3-D Secure challenge
/// page (the access control server the sandbox plays) and a plain page the bank's redirect can land on. Not part of
/// the Yuno API: Yuno hands the SDK the bank's page as `payment_method_detail.card.redirect_url`, and the shopper
/// answers the bank there.
///
/// - `GET /3ds/challenge/{transaction}` → the bank's page: amount, masked card, a one-time code field (`#code`),
///   Approve (`#approve`), Decline (`#decline`) and Cancel (`#cancel`), and the sandbox's code as a hint. Reading
///   it changes nothing. 404 for a transaction the bank never opened, 409 once the challenge is over.
/// - `POST /3ds/challenge/{transaction}` with `application/x-www-form-urlencoded` `action=approve|decline|cancel`
///   and `code=…` → ``YunoSandbox/answerChallenge(transactionID:_:)``: the bank decides and moves the payment;
///   `303 See Other` to the payment's `callback_url` (a page saying so when it has none). A wrong code shows the
///   page again with an error (200, nothing changes); an unknown transaction is 404, a challenge already answered
///   or over 409, a missing or unknown `action` 400 — all HTML pages, and none of them changes anything.
/// - `GET /sandbox/return` → "Back to the app": somewhere for a `callback_url` on the emulator to land in a
///   browser (its query is ignored).
///
/// Every value written into a page is HTML-escaped. Pages carry `Cache-Control: no-store` and a content security
/// policy that allows no script.
enum BankPages {
    /// The path prefix of the bank's challenge pages (the sandbox's challenge URLs end in it plus the transaction).
    static let challengePrefix = "/3ds/challenge/"
    /// The landing page for a `callback_url` that points at the emulator.
    static let returnPath = "/sandbox/return"

    /// The page's answer, or `nil` when `path` is not one of the bank's pages (the emulator answers it).
    static func answer(
        method: YunoHTTPRequest.Method, path: String, body: Data?, sandbox: YunoSandbox
    ) async -> YunoHTTPResponse? {
        let route = URLComponents(string: path)?.path ?? path
        if route == returnPath {
            guard method == .get else { return methodNotAllowed(allow: "GET") }
            return page(
                200, title: "Back to the app",
                content: """
                    <h1>Back to the app</h1>
                    <p id="returned">The bank has sent you back. Return to the app: it reads the payment's status from \
                    the payment provider. You can close this window.</p>
                    """)
        }
        guard route.hasPrefix(challengePrefix) else { return nil }
        let transaction = String(route.dropFirst(challengePrefix.count))
        guard !transaction.isEmpty, !transaction.contains("/") else { return unknownChallenge(transaction) }
        switch method {
        case .get: return await show(transaction, sandbox: sandbox)
        case .post: return await submit(transaction, form: formFields(body), sandbox: sandbox)
        default: return methodNotAllowed(allow: "GET, POST")
        }
    }

    /// The challenge page, as it stands; reading it changes nothing.
    private static func show(_ transaction: String, sandbox: YunoSandbox) async -> YunoHTTPResponse {
        do throws(SandboxError) {
            let challenge = try await sandbox.challengePage(transactionID: transaction)
            guard challenge.isOpen else { return over(transaction) }
            return challengePage(challenge, error: nil)
        } catch {
            return unknownChallenge(transaction)
        }
    }

    /// The shopper's answer, given to the bank: the bank decides, then the browser goes to the `callback_url`.
    private static func submit(
        _ transaction: String, form: [String: String], sandbox: YunoSandbox
    ) async -> YunoHTTPResponse {
        let answer: YunoSandbox.ChallengeAnswer
        switch form["action"] {
        case "approve": answer = .approve(code: form["code"] ?? "")
        case "decline": answer = .decline
        case "cancel": answer = .cancel
        default:
            return page(
                400, title: "Bad request",
                content: """
                    <h1>Bad request</h1>
                    <p id="error" role="alert">The form must say action=approve, decline or cancel. Nothing changed.</p>
                    """)
        }
        do throws(SandboxError) {
            guard let callback = try await sandbox.answerChallenge(transactionID: transaction, answer) else {
                return page(
                    200, title: "Verification complete",
                    content: """
                        <h1>Verification complete</h1>
                        <p id="done">The bank has your answer. Return to the app to see the payment's status.</p>
                        """)
            }
            var response = page(
                303, title: "Back to the app",
                content: "<p>Back to the app: <a href=\"\(escape(callback.absoluteString))\">continue</a>.</p>")
            response.headers["Location"] = callback.absoluteString
            return response
        } catch .wrongChallengeCode {
            guard let challenge = try? await sandbox.challengePage(transactionID: transaction), challenge.isOpen else {
                return over(transaction)
            }
            return challengePage(challenge, error: "That is not the code we sent. Nothing changed: try again.")
        } catch .unknownChallenge {
            return unknownChallenge(transaction)
        } catch {
            return over(transaction)
        }
    }

    /// The bank's form for an open challenge, with `error` above it when the last answer was refused.
    private static func challengePage(_ challenge: YunoSandbox.ChallengePage, error: String?) -> YunoHTTPResponse {
        let amount =
            PaymentStatusScreen(
                result: .processing, status: nil, subStatus: nil, paymentID: nil, amount: challenge.amount,
                currency: challenge.currency
            ).formattedAmount(in: .en) ?? "\(challenge.amount) \(challenge.currency)"
        let action = challengePrefix + challenge.transactionID
        let alert = error.map { "<p id=\"error\" class=\"error\" role=\"alert\">\(escape($0))</p>\n" } ?? ""
        return page(
            200, title: "Sandbox Bank — Verify your purchase",
            content: """
                <h1>Verify your purchase</h1>
                <dl>
                <dt>Amount</dt><dd id="amount">\(escape(amount))</dd>
                <dt>Card</dt><dd id="card">\(escape(challenge.cardLabel))</dd>
                </dl>
                <p>We sent a one-time code to the phone number registered with this card.</p>
                \(alert)<form method="post" action="\(escape(action))">
                <label for="code">One-time code</label>
                <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" \
                maxlength="12" required autofocus>
                <div class="buttons">
                <button id="approve" type="submit" name="action" value="approve">Approve</button>
                <button id="decline" type="submit" name="action" value="decline" formnovalidate>Decline</button>
                <button id="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
                </div>
                </form>
                <p class="hint" id="hint">Sandbox: the code sent by SMS is <strong id="sandbox-code">\
                \(escape(challenge.code))</strong>.</p>
                """)
    }

    private static func unknownChallenge(_ transaction: String) -> YunoHTTPResponse {
        page(
            404, title: "Unknown verification",
            content: """
                <h1>Unknown verification</h1>
                <p id="error" role="alert">The bank has no verification \(escape(transaction)). Nothing changed.</p>
                """)
    }

    private static func over(_ transaction: String) -> YunoHTTPResponse {
        page(
            409, title: "Verification over",
            content: """
                <h1>This verification is over</h1>
                <p id="error" role="alert">Verification \(escape(transaction)) was already answered, or it expired. \
                Nothing changed. Return to the app to see the payment's status.</p>
                """)
    }

    private static func methodNotAllowed(allow: String) -> YunoHTTPResponse {
        var response = page(405, title: "Method not allowed", content: "<h1>Method not allowed</h1>")
        response.headers["Allow"] = allow
        return response
    }

    /// A complete HTML document around `content` (already escaped), styled as a plain bank page.
    static func page(_ status: Int, title: String, content: String) -> YunoHTTPResponse {
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            body { margin: 0; background: #eef1f5; color: #1c2430; font: 16px/1.45 "DejaVu Sans", sans-serif; }
            header { background: #0b3d91; color: #fff; padding: 14px 24px; font-weight: bold; letter-spacing: .02em; }
            main { max-width: 420px; margin: 28px auto; background: #fff; border-radius: 10px; padding: 22px 26px;
              box-shadow: 0 2px 10px rgba(0, 0, 0, .12); }
            h1 { font-size: 20px; margin: 0 0 14px; }
            dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 14px; }
            dt { color: #5a6677; } dd { margin: 0; font-weight: bold; }
            label { display: block; margin: 10px 0 4px; color: #5a6677; }
            input { width: 100%; box-sizing: border-box; font-size: 22px; letter-spacing: .2em; padding: 8px 10px;
              border: 1px solid #9aa5b4; border-radius: 6px; }
            .buttons { display: flex; gap: 8px; margin-top: 14px; }
            button { flex: 1; font-size: 15px; padding: 10px; border-radius: 6px; border: 1px solid #0b3d91;
              background: #fff; color: #0b3d91; cursor: pointer; }
            #approve { background: #0b3d91; color: #fff; }
            .error { color: #b00020; font-weight: bold; }
            .hint { margin-top: 18px; padding: 8px 10px; background: #fff8d6; border-radius: 6px; font-size: 14px; }
            footer { text-align: center; color: #5a6677; font-size: 12px; }
            </style>
            </head>
            <body>
            <header>Sandbox Bank · 3-D Secure</header>
            <main>
            \(content)
            </main>
            <footer>A page of the Yuno API emulator: no real bank, no real money.</footer>
            </body>
            </html>

            """
        return YunoHTTPResponse(
            status: status,
            headers: [
                "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store",
                "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
                "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
            ],
            body: Data(html.utf8))
    }

    /// `text` safe inside HTML text and attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The fields of an `application/x-www-form-urlencoded` body (`+` is a space); a field that is not valid
    /// percent-encoding is left out, and the first of repeated names wins.
    static func formFields(_ body: Data?) -> [String: String] {
        guard let body else { return [:] }
        var fields: [String: String] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String? {
                part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            }
            guard let name = decoded(parts[0]), let value = decoded(parts.count > 1 ? parts[1] : "") else { continue }
            if fields[name] == nil { fields[name] = value }
        }
        return fields
    }
}
