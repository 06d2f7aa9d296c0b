/// The [ours] body carrying the card of a READY_TO_ENROLL payment method. Holds card data: never logged, mirrored or
/// described.
struct EnrollmentCardRequest: Encodable, Sendable, CustomStringConvertible, CustomReflectable {
    var card: TokenRequest.Card

    var description: String { "EnrollmentCardRequest(card: ••••)" }
    var customMirror: Mirror { Mirror(self, children: []) }
}
