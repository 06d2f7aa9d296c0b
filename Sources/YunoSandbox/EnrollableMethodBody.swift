import Foundation

/// The answer to `GET /v1/checkout/customers/sessions/{customer_session}/payment-methods`, as published:
/// `{"payment_methods": [{name, description, type, category, icon, enrollment{session, sdk_required_action}}]}`.
struct EnrollableMethodsBody: Codable, Sendable, Hashable {
    /// One method the customer can enroll.
    struct Method: Codable, Sendable, Hashable {
        var name: String
        var description: String
        var type: String
        var category: String
        var icon: String
        var enrollment: EnrollmentReference
    }

    var paymentMethods: [Method]
}

/// `enrollment{session, sdk_required_action}`: the enrollment session and whether the SDK must act (collect a card).
struct EnrollmentReference: Codable, Sendable, Hashable {
    var session: String
    var sdkRequiredAction: Bool
}
