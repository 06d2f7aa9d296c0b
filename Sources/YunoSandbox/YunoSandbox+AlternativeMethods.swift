import Foundation
import YunoSDK

extension YunoSandbox {
    /// The SDK step a new payment of a non-card `type` waits on and its published detail object: PIX under
    /// `bank_transfer` (provider QR image, hosted `redirect_url`, `expires_at`, and the [ours] `qr_code`), Apple Pay
    /// under `wallet` with no `redirect_url` (the [ours] wallet sheet), NuPay under `bank_transfer` with a
    /// `redirect_url` (as Yuno's NuPay example, reference/payments/payment-examples/bank-transfer.mdx); `nil` for
    /// cards (whose only action is a 3DS challenge).
    func alternativeAction(for type: String, paymentID: String, amount: Decimal) -> (PendingStep, PaymentBody.Detail)? {
        let hosted = "https://sandbox.y.uno/payment?payment=\(paymentID)"
        switch type {
        case "PIX":
            let code = PixCode.make(key: generator.nextUUIDString(), amount: amount, transactionID: paymentID)
            let transfer = PaymentBody.BankTransfer(
                providerImage: "https://sandbox.y.uno/pix/qrcode/\(paymentID).png",
                redirectUrl: hosted,
                expiresAt: clock.addingTimeInterval(configuration.qrCodeLifetime),
                qrCode: code
            )
            return (.qrCode, PaymentBody.Detail(bankTransfer: transfer))
        case "APPLE_PAY":
            return (.wallet, PaymentBody.Detail(wallet: PaymentBody.Wallet(verify: false, capture: true)))
        case "NU_PAY":
            let transfer = PaymentBody.BankTransfer(redirectUrl: "https://sandbox.y.uno/redirect/\(paymentID)")
            return (.redirect, PaymentBody.Detail(bankTransfer: transfer))
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
            let id = paymentBySession[RecordKey(session.checkoutSession)],
            let record = payments[id],
            record.pending == .wallet
        else {
            throw .invalidRequest("the payment has no pending wallet authorization")
        }
        guard request.result == "AUTHORIZED" else { throw .invalidRequest("result must be AUTHORIZED") }
        return Self.json(200, finishPayment(record, status: "SUCCEEDED", subStatus: "APPROVED", at: clock))
    }

    /// Expires PIX payments whose QR code lifetime has passed on the sandbox clock: EXPIRED / EXPIRED, no action,
    /// `updated_at` = the QR code's expiry. Called lazily before every request and every inspection: O(1) when
    /// nothing is due (the earliest deadline is in the future), whatever the number of open QR codes. A QR code paid
    /// before its deadline left a stale entry, skipped here.
    func expireDueQRCodes() {
        while let due = qrCodeDeadlines.popFirst(dueBy: clock) {
            guard let record = payments[due.paymentID], record.qrCodeExpiresAt == due.deadline else { continue }
            finishPayment(record, status: "EXPIRED", subStatus: "EXPIRED", at: due.deadline)
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
        let record = try pendingPayment(paymentID, step: .qrCode)
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
        let record = try pendingPayment(paymentID, step: .redirect)
        if approved {
            finishPayment(record, status: "SUCCEEDED", subStatus: "APPROVED", at: clock)
        } else {
            finishPayment(record, status: "REJECTED", subStatus: "REJECTED_BY_SHOPPER", at: clock)
        }
    }

    /// The payment `paymentID` if it waits on `step`.
    private func pendingPayment(_ paymentID: String, step: PendingStep) throws(SandboxError) -> PaymentRecord {
        guard let record = payments[paymentID] else { throw .unknownPayment(paymentID) }
        if step == .qrCode && record.body.paymentMethod.type == "PIX" && record.body.status == "EXPIRED" {
            throw .qrCodeExpired(paymentID: record.body.id)
        }
        guard record.pending == step else {
            throw .noPendingAction(paymentID: record.body.id, action: step.label, status: record.body.status)
        }
        return record
    }
}
