/// The shopper, as Yuno's headless API takes it in ``CollectedData/customer``: every field optional, so
/// `Customer()` (as Yuno's guides write it) means "the customer the session already names".
///
/// A value type, usable from any isolation. Personal data: its `description` names no field value.
public struct Customer: Sendable, Hashable, CustomStringConvertible {
    /// The merchant's id of the customer.
    public var merchantCustomerID: String?
    /// The first name.
    public var firstName: String?
    /// The last name.
    public var lastName: String?
    /// The e-mail address.
    public var email: String?
    /// The document type (for example `"CPF"`, `"CC"`).
    public var documentType: String?
    /// The document number.
    public var documentNumber: String?
    /// The phone number, digits only, without the country prefix.
    public var phoneNumber: String?
    /// The phone's country calling code, such as `"57"`.
    public var phoneCountryCode: String?

    /// Creates a customer; every field defaults to `nil`.
    public init(
        merchantCustomerID: String? = nil, firstName: String? = nil, lastName: String? = nil, email: String? = nil,
        documentType: String? = nil, documentNumber: String? = nil, phoneNumber: String? = nil,
        phoneCountryCode: String? = nil
    ) {
        self.merchantCustomerID = merchantCustomerID
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.documentType = documentType
        self.documentNumber = documentNumber
        self.phoneNumber = phoneNumber
        self.phoneCountryCode = phoneCountryCode
    }

    /// `Customer(n fields set)`: no personal data.
    public var description: String {
        let set = [
            merchantCustomerID, firstName, lastName, email, documentType, documentNumber, phoneNumber,
            phoneCountryCode,
        ].compactMap { $0 }.count
        return "Customer(\(set) fields set)"
    }
}
