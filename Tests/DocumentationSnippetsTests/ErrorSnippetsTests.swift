import Foundation
import Testing
import YunoSDK

/// The error-handling snippet, run: a client switches over `YunoError` without `@testable`, by value and by code.
@Suite("YunoError as a client matches it", .timeLimit(.minutes(3)))
struct ErrorSnippetsTests {
    @Test(
        "message(for:) matches by value, by code and through the details",
        arguments: [
            (YunoError.cancelled, "Payment cancelled."),
            (.notInitialized, "Payments are not available right now."),
            (
                .server(status: 429, code: "TOO_MANY_REQUESTS", messages: []),
                "Too many attempts. Try again in a minute."
            ),
            (.server(status: 500, code: "INTERNAL_ERROR", messages: []), "The payment could not be completed."),
            (
                .outcomeUnknown(after: .transport(operation: "payment creation", detail: "lost")),
                "We could not confirm the payment. Check your orders before paying again."
            ),
            (.paymentNotCreated, "The payment could not be completed."),
        ])
    func messages(error: YunoError, expected: String) {
        #expect(message(for: error) == expected)
    }

    @Test("The details of a server error, and the error behind an unknown outcome, are readable")
    func details() {
        let server = YunoError.server(status: 400, code: "INVALID_REQUEST", messages: ["amount"])
        #expect(server.code == .server)
        #expect(server.httpStatus == 400)
        #expect(server.serverCode == "INVALID_REQUEST")
        #expect(server.serverMessages == ["amount"])
        #expect(server.underlyingError == nil)
        let unknown = YunoError.outcomeUnknown(after: server)
        #expect(unknown.underlyingError == server)
        #expect(unknown.httpStatus == nil)
        #expect(YunoError.cancelled.code.description == "cancelled")
        #expect(server != .server(status: 400, code: "INVALID_REQUEST", messages: []), "details take part in ==")
    }
}
