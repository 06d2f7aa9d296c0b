import Foundation

/// The SDK action a payment asks for, read from the payment and checked before any UI sees it.
///
/// The one place where the wire's action data becomes something the flow runs, so a change of the wire format
/// changes this type only. URLs the shopper is sent to must be `https`; the URL that brings the shopper back may
/// also use the app's own scheme, never a scheme that runs code or reads local files.
enum SDKAction: Sendable, Hashable {
    /// A 3DS challenge at `url`.
    case threeDSecure(transactionID: String, url: URL)
    /// A QR code (PIX) the shopper pays from another device.
    case qrCode(code: String, expiresAt: Date)
    /// A wallet sheet (Apple Pay).
    case wallet(type: String)
    /// A page the shopper completes elsewhere; the deep link with `returnScheme` brings them back.
    case redirect(url: URL, returnScheme: String)

    /// The kind of action, for the flow's observable state.
    var kind: Kind {
        switch self {
        case .threeDSecure: .threeDSecure
        case .qrCode: .qrCode
        case .wallet: .wallet
        case .redirect: .redirect
        }
    }

    /// The kinds of SDK action.
    enum Kind: Sendable, Hashable {
        case threeDSecure, qrCode, wallet, redirect
    }

    /// The action `payment` needs, `nil` when it needs none.
    ///
    /// - Throws: ``YunoError/unsupportedAction(_:)`` for an action type this SDK does not know or one whose data
    ///   is missing or unsafe (a URL that is not `https`, a return URL with a dangerous scheme);
    ///   ``YunoError/missingCallbackURL`` for a redirect with no way back.
    init?(of payment: Payment) throws(YunoError) {
        guard payment.checkout?.sdkActionRequired == true, let action = payment.action else { return nil }
        switch action.type {
        case "THREE_D_SECURE":
            guard let threeDS = action.threeDSecure, !threeDS.transactionId.isEmpty else {
                throw .unsupportedAction("THREE_D_SECURE without a challenge")
            }
            self = .threeDSecure(
                transactionID: threeDS.transactionId,
                url: try Self.secureURL(threeDS.challengeUrl, for: "THREE_D_SECURE"))
        case "QR_CODE":
            guard let qrCode = action.qrCode, !qrCode.code.isEmpty else {
                throw .unsupportedAction("QR_CODE without a code")
            }
            self = .qrCode(code: qrCode.code, expiresAt: qrCode.expiresAt)
        case "WALLET":
            self = .wallet(type: action.wallet?.type ?? payment.paymentMethod?.type ?? "WALLET")
        case "REDIRECT":
            guard let redirect = action.redirect else { throw .unsupportedAction("REDIRECT without a URL") }
            let url = try Self.secureURL(redirect.url, for: "REDIRECT")
            guard let callback = redirect.callbackUrl, let scheme = Self.returnScheme(of: callback) else {
                throw .missingCallbackURL
            }
            self = .redirect(url: url, returnScheme: scheme)
        default:
            throw .unsupportedAction(LogSafe.excerpt(action.type, limit: 40))
        }
    }

    /// `string` as a URL when it is an absolute `https` URL with a host.
    static func secureURL(_ string: String, for action: String) throws(YunoError) -> URL {
        guard string.utf8.count <= 4_096, let url = URL(string: string), url.scheme?.lowercased() == "https",
            let host = url.host, !host.isEmpty
        else {
            throw .unsupportedAction("\(action) with a URL that is not https")
        }
        return url
    }

    /// The scheme a return (callback) URL may use: `https` or the app's own scheme; `nil` for a malformed URL or a
    /// scheme that runs code or reads local content.
    static func returnScheme(of string: String) -> String? {
        guard string.utf8.count <= 4_096, let scheme = URL(string: string)?.scheme?.lowercased(), !scheme.isEmpty,
            !forbiddenReturnSchemes.contains(scheme)
        else { return nil }
        return scheme
    }

    /// Schemes a return URL may never use.
    static let forbiddenReturnSchemes: Set<String> = [
        "javascript", "vbscript", "file", "data", "about", "blob", "content", "filesystem", "http", "ftp",
    ]
}
