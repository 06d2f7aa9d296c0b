// Stand-in PassKit (see Platforms/StandIns/README.md): the Apple Pay sheet the native UI draws for an APPLE_PAY
// method when the app configures its merchant identifier.
@_exported import Foundation

// https://developer.apple.com/documentation/passkit/pkpaymentnetwork
public struct PKPaymentNetwork: Hashable, Equatable, RawRepresentable, Sendable {
    // https://developer.apple.com/documentation/passkit/pkpaymentnetwork/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/passkit/pkpaymentnetwork/init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }
    // stand-in plumbing: RawRepresentable's storage
    public let rawValue: String

    // https://developer.apple.com/documentation/passkit/pkpaymentnetwork/visa
    @available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    public static let visa = PKPaymentNetwork("Visa")
    // https://developer.apple.com/documentation/passkit/pkpaymentnetwork/mastercard
    @available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    public static let masterCard = PKPaymentNetwork("MasterCard")
    // https://developer.apple.com/documentation/passkit/pkpaymentnetwork/amex
    @available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    public static let amex = PKPaymentNetwork("AmEx")
    // https://developer.apple.com/documentation/passkit/pkpaymentnetwork/discover
    @available(iOS 9.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    public static let discover = PKPaymentNetwork("Discover")
    // https://developer.apple.com/documentation/passkit/pkpaymentnetwork/jcb
    @available(iOS 10.1, macOS 11.0, watchOS 3.1, visionOS 1.0, *)
    public static let JCB = PKPaymentNetwork("JCB")
    // https://developer.apple.com/documentation/passkit/pkpaymentnetwork/elo
    @available(iOS 12.1.1, macOS 11.0, watchOS 5.1.2, visionOS 1.0, *)
    public static let elo = PKPaymentNetwork("Elo")
    // https://developer.apple.com/documentation/passkit/pkpaymentnetwork/maestro
    @available(iOS 12.0, macOS 11.0, watchOS 5.0, visionOS 1.0, *)
    public static let maestro = PKPaymentNetwork("Maestro")
}

// https://developer.apple.com/documentation/passkit/pkmerchantcapability
@available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
public struct PKMerchantCapability: OptionSet, Sendable {
    // https://developer.apple.com/documentation/passkit/pkmerchantcapability/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // stand-in plumbing: OptionSet's storage
    public let rawValue: UInt

    // https://developer.apple.com/documentation/passkit/pkmerchantcapability/threedsecure
    @available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    public static var threeDSecure: PKMerchantCapability { PKMerchantCapability(rawValue: 1) }
}

// https://developer.apple.com/documentation/passkit/pkpaymentsummaryitem
@available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
open class PKPaymentSummaryItem: NSObject {
    // https://developer.apple.com/documentation/passkit/pkpaymentsummaryitem/init(label:amount:)
    @available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    public convenience init(label: String, amount: NSDecimalNumber) {
        self.init()
        self.label = label
        self.amount = amount
    }

    // https://developer.apple.com/documentation/passkit/pkpaymentsummaryitem/label
    open var label: String = ""
    // https://developer.apple.com/documentation/passkit/pkpaymentsummaryitem/amount
    @NSCopying open var amount: NSDecimalNumber = .zero
}

// https://developer.apple.com/documentation/passkit/pkpaymentrequest
@available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
open class PKPaymentRequest: NSObject {
    // https://developer.apple.com/documentation/passkit/pkpaymentrequest/merchantidentifier
    open var merchantIdentifier: String = ""
    // https://developer.apple.com/documentation/passkit/pkpaymentrequest/countrycode
    open var countryCode: String = ""
    // https://developer.apple.com/documentation/passkit/pkpaymentrequest/currencycode
    open var currencyCode: String = ""
    // https://developer.apple.com/documentation/passkit/pkpaymentrequest/supportednetworks
    open var supportedNetworks: [PKPaymentNetwork] = []
    // https://developer.apple.com/documentation/passkit/pkpaymentrequest/merchantcapabilities
    open var merchantCapabilities: PKMerchantCapability = []
    // https://developer.apple.com/documentation/passkit/pkpaymentrequest/paymentsummaryitems
    open var paymentSummaryItems: [PKPaymentSummaryItem] = []
}

// https://developer.apple.com/documentation/passkit/pkpaymenttoken
@available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
open class PKPaymentToken: NSObject {
    // https://developer.apple.com/documentation/passkit/pkpaymenttoken/paymentdata
    open var paymentData: Data { Data() }
}

// https://developer.apple.com/documentation/passkit/pkpayment
@available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
open class PKPayment: NSObject {
    // https://developer.apple.com/documentation/passkit/pkpayment/token
    open var token: PKPaymentToken { fatalError() }
}

// https://developer.apple.com/documentation/passkit/pkpaymentauthorizationstatus
@available(iOS 8.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
public enum PKPaymentAuthorizationStatus: Int, Sendable {
    case success = 0, failure = 1
}

// https://developer.apple.com/documentation/passkit/pkpaymentauthorizationresult
@available(iOS 11.0, macOS 11.0, watchOS 4.0, visionOS 1.0, *)
open class PKPaymentAuthorizationResult: NSObject {
    // https://developer.apple.com/documentation/passkit/pkpaymentauthorizationresult/init(status:errors:)
    @available(iOS 11.0, macOS 11.0, watchOS 4.0, visionOS 1.0, *)
    public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {}
}

// https://developer.apple.com/documentation/passkit/pkpaymentauthorizationcontrollerdelegate
public protocol PKPaymentAuthorizationControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/passkit/pkpaymentauthorizationcontrollerdelegate/paymentauthorizationcontrollerdidfinish(_:)
    @available(iOS 10.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    @MainActor func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController)
    // https://developer.apple.com/documentation/passkit/pkpaymentauthorizationcontrollerdelegate/paymentauthorizationcontroller(_:didauthorizepayment:handler:)
    // (an `optional` requirement on Apple platforms; a requirement with a default below here, where @objc is absent)
    @available(iOS 11.0, macOS 11.0, watchOS 4.0, visionOS 1.0, *)
    @MainActor func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
}

extension PKPaymentAuthorizationControllerDelegate {
    // stand-in plumbing: the default that makes the optional requirement optional
    @available(iOS 11.0, macOS 11.0, watchOS 4.0, visionOS 1.0, *)
    @MainActor public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
    ) {}
}

// https://developer.apple.com/documentation/passkit/pkpaymentauthorizationcontroller
@available(iOS 10.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
open class PKPaymentAuthorizationController: NSObject {
    // https://developer.apple.com/documentation/passkit/pkpaymentauthorizationcontroller/canmakepayments()
    @available(iOS 10.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    open class func canMakePayments() -> Bool { false }

    // https://developer.apple.com/documentation/passkit/pkpaymentauthorizationcontroller/init(paymentrequest:)
    @available(iOS 10.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    public init(paymentRequest request: PKPaymentRequest) {}

    // https://developer.apple.com/documentation/passkit/pkpaymentauthorizationcontroller/delegate
    @available(iOS 10.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    weak open var delegate: (any PKPaymentAuthorizationControllerDelegate)?

    // https://developer.apple.com/documentation/passkit/pkpaymentauthorizationcontroller/present(completion:)
    @available(iOS 10.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    open func present(completion: (@Sendable (Bool) -> Void)? = nil) {}

    // https://developer.apple.com/documentation/passkit/pkpaymentauthorizationcontroller/dismiss(completion:)
    @available(iOS 10.0, macOS 11.0, watchOS 3.0, visionOS 1.0, *)
    open func dismiss(completion: (@Sendable () -> Void)? = nil) {}
}
