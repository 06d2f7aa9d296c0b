/// A one-time token as Yuno answered it, shared: ``TokenResponse`` is large, and the async frames that wait with a
/// token (the flow's, the request's) then hold one reference instead of the whole answer.
typealias IssuedToken = SharedValue<TokenResponse>
