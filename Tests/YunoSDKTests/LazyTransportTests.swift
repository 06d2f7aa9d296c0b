import Foundation
import Synchronization
import Testing

@testable import YunoSDK

@Suite("LazyTransport: the default transport is created by the first request, once", .timeLimit(.minutes(3)))
struct LazyTransportTests {
    /// Counts how many transports a factory made.
    final class Factory: Sendable {
        let made = Atomic<Int>(0)

        func make() -> any YunoTransport {
            made.add(1, ordering: .relaxed)
            return Echo()
        }

        var count: Int { made.load(ordering: .relaxed) }
    }

    /// Answers 200 with the request's path as its body.
    struct Echo: YunoTransport {
        func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
            YunoHTTPResponse(status: 200, body: Data(request.path.utf8))
        }
    }

    static let base = URL(string: "https://api-sandbox.y.uno")!

    @Test("A hundred concurrent first requests create exactly one transport, and all of them are answered by it")
    func concurrentFirstUseCreatesOne() async throws {
        let factory = Factory()
        let transport = LazyTransport(factory.make())
        let answered = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<100 {
                group.addTask {
                    let path = "/v1/checkout/sessions/s\(index)/payment-methods"
                    let response = try await transport.send(
                        YunoHTTPRequest(method: .get, path: path), baseURL: Self.base)
                    return String(decoding: response.body, as: UTF8.self) == path
                }
            }
            var answered = 0
            for try await ok in group where ok { answered += 1 }
            return answered
        }
        #expect(answered == 100)
        #expect(factory.count == 1)
        #expect(await transport.isLoaded)
    }

    @Test("A client created with a lazy transport and never used creates none")
    func unusedClientCreatesNone() async throws {
        let factory = Factory()
        let transport = LazyTransport(factory.make())
        let client = try YunoClient(apiKey: "sandbox_pk_lazy_1", transport: transport)
        #expect(client.environment == .sandbox)
        #expect(factory.count == 0)
        #expect(await transport.isLoaded == false)
    }

    @Test("Copies of a lazy transport share the one transport it creates")
    func copiesShareTheTransport() async throws {
        let factory = Factory()
        let first = LazyTransport(factory.make())
        let copy = first
        _ = try await first.send(YunoHTTPRequest(method: .get, path: "/v1/a"), baseURL: Self.base)
        _ = try await copy.send(YunoHTTPRequest(method: .get, path: "/v1/b"), baseURL: Self.base)
        #expect(factory.count == 1)
    }

    @Test("Yuno.initialize's client and a default YunoClient get a lazy transport that no request has created yet")
    @MainActor
    func defaultTransportsAreLazy() async throws {
        let facade = YunoFacade()
        try facade.initialize(apiKey: "sandbox_pk_lazy_2", config: YunoConfig())
        let installed = try #require(facade.client?.transport as? LazyTransport)
        #expect(await installed.isLoaded == false)
        let client = try YunoClient(apiKey: "sandbox_pk_lazy_3")
        let standalone = try #require(client.transport as? LazyTransport)
        #expect(await standalone.isLoaded == false)
        // A configuration change keeps the same (still lazy) transport.
        facade.setConfig(YunoConfig(keepLoader: true))
        let rebuilt = try #require(facade.client?.transport as? LazyTransport)
        #expect(await rebuilt.isLoaded == false)
    }
}
