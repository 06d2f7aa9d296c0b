extension YunoClient {
    /// Removes the saved method `vaultedToken` from `session`'s customer and says whether it is gone.
    ///
    /// The removal is sent with an idempotency key, so ``RetryMiddleware`` resends it as the same request (the
    /// backend answers a retry with the first answer, not 404). When the answer is still lost — or the caller was
    /// cancelled after sending it — the session's methods are read back on a fresh bounded task (the one read-back
    /// rule, ``BoundedReadBack``): a card no longer listed was removed. A definite refusal (a 4xx) removed nothing.
    func removeSavedMethod(session: String, vaultedToken: String) async -> Bool {
        let api = context.api
        let key = context.settings.makeIdempotencyKey()
        do throws(YunoError) {
            let response = try await api.unenroll(session: session, vaultedToken: vaultedToken, idempotencyKey: key)
            return response.status == .unenrolled
        } catch {
            context.logger.log(.error, CheckoutSession(session), "unenroll answered: \(error)")
            guard error == .cancelled || error.leavesOutcomeUnknown else { return false }
            let listed: Bool? = await BoundedReadBack.run(
                timeout: context.settings.readBackTimeout, deadlines: context.timeouts
            ) {
                for _ in 0..<YunoAPIClient.reconciliationReads {
                    guard !Task.isCancelled else { return nil }
                    do throws(YunoError) {
                        let methods = try await api.paymentMethods(session: session)
                        return methods.contains { $0.vaultedToken == vaultedToken }
                    } catch {
                        guard error.leavesOutcomeUnknown else { return nil }
                    }
                }
                return nil
            }
            let found = listed.map { $0 ? "still saved" : "removed" } ?? "unknown"
            context.logger.log(.info, CheckoutSession(session), "unenroll read back: the card is \(found)")
            return listed == false
        }
    }
}
