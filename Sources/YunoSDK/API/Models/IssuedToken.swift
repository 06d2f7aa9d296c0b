/// A one-time token as Yuno answered it, boxed: ``TokenResponse`` is large, and the async frames that wait with a
/// token (the flow's, the request's) then hold one reference instead of the whole answer.
final class IssuedToken: Sendable {
    /// The answer to `POST /v1/checkout/sessions/{cs}/token`.
    let response: TokenResponse

    init(_ response: TokenResponse) {
        self.response = response
    }
}
