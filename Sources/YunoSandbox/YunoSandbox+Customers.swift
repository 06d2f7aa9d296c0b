import Foundation
import YunoSDK

extension YunoSandbox {
    /// `POST /v1/customers`.
    func createCustomer(_ body: Data?) throws(APIFailure) -> YunoHTTPResponse {
        let request = try decode(CustomerRequest.self, from: body)
        guard let merchantCustomerId = request.merchantCustomerId, !merchantCustomerId.isEmpty else {
            throw .missingParameter("merchant_customer_id")
        }
        guard !customers.values.contains(where: { $0.merchantCustomerId == merchantCustomerId }) else {
            throw .invalidRequest("a customer with this merchant_customer_id already exists")
        }
        if let country = request.country {
            _ = try Self.validatedCountry(country, field: "country")
        }
        let customer = CustomerBody(
            id: generator.nextUUIDString(),
            merchantCustomerId: merchantCustomerId,
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email,
            country: request.country,
            createdAt: clock
        )
        customers[customer.id] = customer
        return Self.json(201, customer)
    }
}
