import Testing
import YunoSDK

@Suite("YunoHTTPRequest.pathWithoutQuery", .timeLimit(.minutes(3)))
struct HTTPRequestPathTests {
    @Test(
        "Everything before the first '?', or the whole path when there is none",
        arguments: [
            ("/v1/checkout/sessions/abc/payment-methods", "/v1/checkout/sessions/abc/payment-methods"),
            ("/v1/checkout/sessions/abc/payment-methods?lang=en", "/v1/checkout/sessions/abc/payment-methods"),
            ("/v1/payments?a=1?b=2", "/v1/payments"),
            ("/v1/payments?", "/v1/payments"),
            ("?only=query", ""),
            ("", ""),
            ("/v1/caf\u{E9}/se\u{301}ssion?q=\u{1F600}", "/v1/caf\u{E9}/se\u{301}ssion"),
            ("/a?\u{301}b", "/a"),
        ])
    func stripsTheQuery(path: String, expected: String) {
        #expect(YunoHTTPRequest(method: .get, path: path).pathWithoutQuery == expected)
    }
}
