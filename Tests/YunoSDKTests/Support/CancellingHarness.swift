import YunoSDK

extension Harness {
    /// A harness and a fresh session whose flow is cancelled with `cancelFlow(checkoutSession:)` from inside the
    /// transport, right after a request that `request` matches was answered by the emulator; `then` decides what
    /// the flow gets afterwards (the answer by default; throw to lose it).
    static func cancellingFlow(
        after request: @escaping @Sendable (YunoHTTPRequest) -> Bool,
        then: @escaping @Sendable (YunoHTTPResponse) async throws -> YunoHTTPResponse = { $0 }
    ) async throws -> (harness: Harness, session: String) {
        let client = Box<YunoClient?>(nil)
        let session = Box("")
        let hook = HookMiddleware(
            matches: request,
            after: { response in
                if let client = await client.value { await client.cancelFlow(checkoutSession: await session.value) }
                return try await then(response)
            })
        let harness = try Harness(middlewares: [hook])
        await client.set(harness.client)
        await session.set(try await harness.session())
        return (harness, await session.value)
    }
}
