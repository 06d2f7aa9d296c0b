import Foundation
import YunoSDK

extension YunoSandbox {
    /// The pending action a new payment of a non-card `type` waits on: a PIX QR code, an Apple Pay wallet sheet or a
    /// NuPay redirect; `nil` for cards (whose only action is a 3DS challenge).
    func alternativeAction(for type: String, paymentID: String, session: SessionBody, amount: Decimal)
        -> PaymentBody.Action?
    {
        switch type {
        case "PIX":
            let code = PixCode.make(key: generator.nextUUIDString(), amount: amount, transactionID: paymentID)
            let expiresAt = clock.addingTimeInterval(configuration.qrCodeLifetime)
            return PaymentBody.Action(type: "QR_CODE", qrCode: PaymentBody.QRCode(code: code, expiresAt: expiresAt))
        case "APPLE_PAY":
            return PaymentBody.Action(type: "WALLET", wallet: PaymentBody.Wallet(type: "APPLE_PAY"))
        case "NU_PAY":
            let redirect = PaymentBody.Redirect(
                url: "https://sandbox.y.uno/redirect/\(paymentID)",
                callbackUrl: session.callbackUrl
            )
            return PaymentBody.Action(type: "REDIRECT", redirect: redirect)
        default:
            return nil
        }
    }

    /// `POST /v1/checkout/sessions/{cs}/payment/wallet`: `{"result": "AUTHORIZED"}` approves the pending wallet
    /// payment; anything else, or no pending wallet payment, is 400 INVALID_REQUEST.
    func submitWalletResult(_ checkoutSession: String, body: Data?) throws(APIFailure) -> YunoHTTPResponse {
        let session = try existingSession(checkoutSession, missingStatus: 404)
        let request = try decode(WalletRequest.self, from: body)
        guard
            let id = paymentBySession[session.checkoutSession],
            let record = payments[id],
            record.body.status == "PENDING",
            record.body.action?.wallet != nil
        else {
            throw .invalidRequest("the payment has no pending wallet authorization")
        }
        guard request.result == "AUTHORIZED" else { throw .invalidRequest("result must be AUTHORIZED") }
        return Self.json(200, finishPayment(record, status: "SUCCEEDED", subStatus: "APPROVED", at: clock))
    }

    /// Expires PIX payments whose QR code lifetime has passed on the sandbox clock: EXPIRED / EXPIRED, no action,
    /// `updated_at` = the QR code's expiry. Called lazily before every request and every inspection.
    func expireDueQRCodes() {
        for id in openQRCodes {
            guard let record = payments[id], let deadline = record.qrCodeExpiresAt else {
                openQRCodes.remove(id)
                continue
            }
            guard clock >= deadline else { continue }
            finishPayment(record, status: "EXPIRED", subStatus: "EXPIRED", at: deadline)
        }
    }

    // MARK: - Shopper-side test controls

    /// Plays the shopper paying the PIX QR code of payment `paymentID` in their bank app: the payment becomes
    /// SUCCEEDED / APPROVED (captured).
    ///
    /// Actor-isolated. The QR code's expiry is judged against the sandbox clock first.
    /// - Throws: ``SandboxError/unknownPayment(_:)`` when no such payment exists;
    ///   ``SandboxError/qrCodeExpired(paymentID:)`` when its QR code expired;
    ///   ``SandboxError/noPendingAction(paymentID:action:status:)`` when it is not a pending PIX payment.
    public func payQRCode(paymentID: String) throws(SandboxError) {
        expireDueQRCodes()
        let record = try pendingPayment(paymentID, action: "QR_CODE")
        finishPayment(record, status: "SUCCEEDED", subStatus: "APPROVED", at: clock)
    }

    /// Plays the shopper finishing the redirect page of payment `paymentID` (NuPay): approved → SUCCEEDED / APPROVED
    /// (captured); declined → REJECTED / REJECTED_BY_SHOPPER. The SDK learns the result by reading the payment after
    /// the deep link to the session's `callback_url`.
    ///
    /// Actor-isolated.
    /// - Throws: ``SandboxError/unknownPayment(_:)`` when no such payment exists;
    ///   ``SandboxError/noPendingAction(paymentID:action:status:)`` when it is not a pending redirect payment.
    public func completeRedirect(paymentID: String, approved: Bool) throws(SandboxError) {
        let record = try pendingPayment(paymentID, action: "REDIRECT")
        if approved {
            finishPayment(record, status: "SUCCEEDED", subStatus: "APPROVED", at: clock)
        } else {
            finishPayment(record, status: "REJECTED", subStatus: "REJECTED_BY_SHOPPER", at: clock)
        }
    }

    /// The payment `paymentID` if it is PENDING with an action of type `action`.
    private func pendingPayment(_ paymentID: String, action: String) throws(SandboxError) -> PaymentRecord {
        guard let record = payments[paymentID.lowercased()] else { throw .unknownPayment(paymentID) }
        if action == "QR_CODE" && record.body.paymentMethod.type == "PIX" && record.body.status == "EXPIRED" {
            throw .qrCodeExpired(paymentID: record.body.id)
        }
        guard record.body.status == "PENDING", record.body.action?.type == action else {
            throw .noPendingAction(paymentID: record.body.id, action: action, status: record.body.status)
        }
        return record
    }
}
