import Foundation

@testable import YunoSDK

/// A transport that answers from a script, one step per attempt, and records every attempt — for unit tests of
/// the middlewares, where the policy (not a flow) is under test. Flow tests use `YunoSandbox`.
actor ScriptedTransport: YunoTransport {
    enum Step: Sendable {
        /// Answer with this status and Yuno error code (or an empty body when `code` is nil).
        case respond(Int, code: String? = nil, headers: YunoHTTPHeaders = [:])
        /// Throw this error.
        case fail(any Error)
        /// Never answer: wait until the attempt's task is cancelled, then throw `CancellationError`.
        case hang
    }

    private var steps: [Step]
    private(set) var attempts: [YunoHTTPRequest] = []
    /// How many hanging attempts saw their task cancelled.
    private(set) var cancelledAttempts = 0
    private var hangWaiters: [CheckedContinuation<Void, Never>] = []
    private var hanging = 0

    /// `steps` are used in order; when they run out every attempt answers 200 `{}`.
    init(_ steps: [Step]) {
        self.steps = steps
    }

    nonisolated func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        switch await next(request) {
        case .respond(let status, let code, let headers):
            let body = code.map { Data(#"{"code":"\#($0)","messages":["scripted"]}"#.utf8) } ?? Data("{}".utf8)
            return YunoHTTPResponse(status: status, headers: headers, body: body)
        case .fail(let error):
            throw error
        case .hang:
            do {
                while true { try await Task.sleep(for: .seconds(3_600)) }
            } catch {
                await noteCancelled()
                throw error
            }
        }
    }

    /// Suspends until an attempt is hanging.
    func waitUntilHanging() async {
        if hanging > 0 { return }
        await withCheckedContinuation { hangWaiters.append($0) }
    }

    private func next(_ request: YunoHTTPRequest) -> Step {
        attempts.append(request)
        let step = steps.isEmpty ? .respond(200) : steps.removeFirst()
        if case .hang = step {
            hanging += 1
            for waiter in hangWaiters { waiter.resume() }
            hangWaiters.removeAll()
        }
        return step
    }

    private func noteCancelled() {
        cancelledAttempts += 1
    }
}
