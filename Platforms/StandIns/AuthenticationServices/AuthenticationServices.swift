// Stand-in AuthenticationServices (see Platforms/StandIns/README.md): the web authentication session the native UI
// opens 3DS and provider pages in.
@_exported import Foundation
import UIKit

// https://developer.apple.com/documentation/authenticationservices/aspresentationanchor
@available(iOS 12.0, tvOS 13.0, visionOS 1.0, *)
public typealias ASPresentationAnchor = UIWindow

// https://developer.apple.com/documentation/authenticationservices/aswebauthenticationpresentationcontextproviding
@available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
@MainActor public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationpresentationcontextproviding/presentationanchor(for:)
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

// https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession
@available(iOS 12.0, macOS 10.15, tvOS 16.0, watchOS 6.2, visionOS 1.0, *)
open class ASWebAuthenticationSession: NSObject {
    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession/completionhandler
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession/init(url:callbackurlscheme:completionhandler:)-7fpox
    @available(iOS, introduced: 12.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 16.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.2, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {}

    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession/presentationcontextprovider
    @available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
    weak open var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession/prefersephemeralwebbrowsersession
    @available(iOS 13.0, macOS 10.15, watchOS 6.2, visionOS 1.0, *)
    open var prefersEphemeralWebBrowserSession: Bool = false

    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession/start()
    open func start() -> Bool { false }
    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession/cancel()
    open func cancel() {}
}

// https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsessionerror
@available(iOS 12.0, macOS 10.15, tvOS 16.0, watchOS 6.2, visionOS 1.0, *)
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsessionerror/code
    public let code: Code
    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsessionerror/errordomain
    public static var errorDomain: String { "com.apple.AuthenticationServices.WebAuthenticationSession" }

    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsessionerror/code
    public enum Code: Int, Sendable {
        // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsessionerror/code/canceledlogin
        case canceledLogin = 1
        // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsessionerror/code/presentationcontextnotprovided
        case presentationContextNotProvided = 2
        // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsessionerror/code/presentationcontextinvalid
        case presentationContextInvalid = 3
    }
    // https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsessionerror/canceledlogin
    public static var canceledLogin: ASWebAuthenticationSessionError.Code { .canceledLogin }
}
