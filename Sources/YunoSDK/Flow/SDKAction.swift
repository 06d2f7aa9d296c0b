import Foundation

/// The SDK action a payment asks for, read from the payment and checked before any UI sees it.
///
/// The one place where the wire's action data becomes something the flow runs, so a change of the wire format
/// changes this type only. URLs the shopper is sent to must be `https`; the URL that brings the shopper back may
/// also use the app's own scheme, never a scheme that runs code or reads local files.
enum SDKAction: Sendable, Hashable {
    /// A 3DS challenge at `url` (the bank's page), which sends the shopper back to `callback` (the payment's
    /// `callback_url`). The bank tells the backend the result; the flow reads it.
    case threeDSecure(transactionID: String, url: URL, callback: URL)
    /// A QR code (PIX) the shopper pays from another device.
    case qrCode(code: String, expiresAt: Date)
    /// A page the shopper completes elsewhere; the deep link with `returnScheme` brings them back.
    case redirect(url: URL, returnScheme: String)

    /// The kind of action, for the flow's observable state.
    var kind: Kind {
        switch self {
        case .threeDSecure: .threeDSecure
        case .qrCode: .qrCode
        case .redirect: .redirect
        }
    }

    /// The kinds of SDK action.
    enum Kind: Sendable, Hashable {
        case threeDSecure, qrCode, redirect
    }

    /// The action `payment` needs, `nil` when it needs none.
    ///
    /// Read as Yuno publishes it: a payment that is not final with `checkout.sdk_action_required: true` needs the
    /// action of its `payment_method.payment_method_detail` object —
    /// - `card.redirect_url`: a 3DS challenge, named by `card.card_data.three_d_secure.transaction_id`, that
    ///   returns through the payment's `callback_url` (Yuno's "Complete Payment" reference);
    /// - `bank_transfer`: a QR screen when it carries the [ours] `qr_code` and `expires_at`, else its `redirect_url`;
    /// - `wallet`: its `redirect_url` (a wallet sheet comes before the payment, never as an action of it);
    /// - `ticket` or `bnpl`: its `redirect_url`.
    ///
    /// A redirect returns through the payment's `callback_url`.
    ///
    /// - Throws: ``YunoError/unsupportedAction(_:)`` for a detail object this SDK does not know, one whose data is
    ///   missing, or one that is unsafe (a URL that is not `https`); ``YunoError/missingCallbackURL`` for a redirect
    ///   with no way back.
    init?(of payment: Payment) throws(YunoError) {
        guard payment.needsSDKAction else { return nil }
        let type = LogSafe.excerpt(payment.paymentMethod?.type ?? "UNKNOWN", limit: 40)
        guard let detail = payment.paymentMethod?.detail else {
            throw .unsupportedAction("\(type) without a payment_method_detail")
        }
        if let card = detail.card {
            guard let url = card.redirectUrl else { throw .unsupportedAction("THREE_D_SECURE without a redirect_url") }
            guard let transactionID = card.cardData?.threeDSecure?.transactionId, !transactionID.isEmpty else {
                throw .unsupportedAction("THREE_D_SECURE without a transaction_id")
            }
            let page = try Self.secureURL(url, for: "THREE_D_SECURE")
            guard let callback = payment.callbackUrl, Self.returnScheme(of: callback) != nil,
                let callbackURL = URL(string: callback)
            else { throw .missingCallbackURL }
            self = .threeDSecure(transactionID: transactionID, url: page, callback: callbackURL)
        } else if let transfer = detail.bankTransfer {
            if let code = transfer.qrCode, !code.isEmpty, let expiresAt = transfer.expiresAt {
                self = .qrCode(code: try Self.drawableQRCode(code), expiresAt: expiresAt)
            } else {
                self = try Self.redirect(transfer.redirectUrl, of: payment, type: type)
            }
        } else if let wallet = detail.wallet {
            self = try Self.redirect(wallet.redirectUrl, of: payment, type: type)
        } else if let hosted = detail.ticket ?? detail.bnpl {
            self = try Self.redirect(hosted.redirectUrl, of: payment, type: type)
        } else {
            throw .unsupportedAction(type)
        }
    }

    /// The action `payment` needs at `now`, `nil` when it needs none: ``init(of:)``, with a QR code's expiry moved
    /// onto the device's clock. The QR code's lifetime is read on the backend's own clock — `expires_at` against the
    /// payment's `updated_at`, the moment the answer describes — so a device clock that is wrong does not expire a
    /// payable code or show an expired one; the code then expires at `now` plus that lifetime. Without `updated_at`,
    /// `expires_at` is compared with `now` as it is. A QR code whose lifetime is over is never an action to show (the
    /// shopper could not pay it): it throws instead, so the flow ends with the typed error and reads the payment
    /// back, as for any action it cannot run.
    ///
    /// `now` is the client's injected clock (``YunoClient/Options/now``), never the system's.
    ///
    /// - Throws: What ``init(of:)`` throws; ``YunoError/unsupportedAction(_:)`` for a QR code already expired.
    init?(of payment: Payment, now: Date) throws(YunoError) {
        guard let action = try SDKAction(of: payment) else { return nil }
        guard case .qrCode(let code, let expiresAt) = action else {
            self = action
            return
        }
        let lifetime = expiresAt.timeIntervalSince(payment.updatedAt ?? now)
        try Self.checkPayable(expiresAt: now.addingTimeInterval(lifetime), now: now)
        self = .qrCode(code: code, expiresAt: now.addingTimeInterval(lifetime))
    }

    /// Throws unless a QR code expiring at `expiresAt` can still be paid at `now`.
    static func checkPayable(expiresAt: Date, now: Date) throws(YunoError) {
        guard expiresAt > now else {
            throw .unsupportedAction("QR_CODE that expired \(Int(now.timeIntervalSince(expiresAt))) s ago")
        }
    }

    /// A redirect to `url` that returns through the payment's `callback_url`.
    private static func redirect(_ url: String?, of payment: Payment, type: String) throws(YunoError) -> SDKAction {
        guard let url else { throw .unsupportedAction("\(type) without a redirect_url") }
        let secure = try secureURL(url, for: "REDIRECT")
        guard let callback = payment.callbackUrl, let scheme = returnScheme(of: callback) else {
            throw .missingCallbackURL
        }
        return .redirect(url: secure, returnScheme: scheme)
    }

    /// `code` when a screen can draw it: at most ``QRCodeScreen/maximumCodeLength`` characters (a PIX code has at
    /// most 512) and no control characters. Anything else is never presented: the flow ends with the typed error
    /// and the payment's status read back.
    static func drawableQRCode(_ code: String) throws(YunoError) -> String {
        guard code.utf8.count <= QRCodeScreen.maximumCodeLength * 4, code.count <= QRCodeScreen.maximumCodeLength else {
            throw .unsupportedAction("QR_CODE longer than \(QRCodeScreen.maximumCodeLength) characters")
        }
        guard !code.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .unsupportedAction("QR_CODE with control characters")
        }
        return code
    }

    /// `string` as a URL when it is an absolute `https` URL with a host, or a plain `http` URL on a loopback
    /// address (the HTTP emulator's pages: the rule of ``YunoEnvironment/custom(_:)`` base URLs).
    static func secureURL(_ string: String, for action: String) throws(YunoError) -> URL {
        guard string.utf8.count <= 4_096, let url = URL(string: string), let scheme = url.scheme?.lowercased(),
            let host = url.host, !host.isEmpty, scheme == "https" || (scheme == "http" && isLoopback(host))
        else {
            throw .unsupportedAction("\(action) with a URL that is not https")
        }
        return url
    }

    /// Whether `host` is a loopback address, where plain HTTP is allowed (the HTTP emulator).
    static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host.lowercased())
    }

    /// The scheme a return (callback) URL may use: `https` or the app's own scheme (plain `http` only on a loopback
    /// address: the HTTP emulator's return page); `nil` for a malformed URL or a scheme that runs code or reads
    /// local content.
    static func returnScheme(of string: String) -> String? {
        guard string.utf8.count <= 4_096, let url = URL(string: string), let scheme = url.scheme?.lowercased(),
            !scheme.isEmpty
        else { return nil }
        if scheme == "http", let host = url.host, isLoopback(host) { return scheme }
        return forbiddenReturnSchemes.contains(scheme) ? nil : scheme
    }

    /// Schemes a return URL may never use.
    static let forbiddenReturnSchemes: Set<String> = [
        "javascript", "vbscript", "file", "data", "about", "blob", "content", "filesystem", "http", "ftp",
    ]
}
