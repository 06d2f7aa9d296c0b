// Stand-in UIKit (see Platforms/StandIns/README.md): the view, view-controller, scene and window API the native UI
// and the client code use. UIKit re-exports Foundation (and CoreGraphics, of which Foundation on Linux already has
// CGFloat, CGPoint, CGSize and CGRect).
@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform (CoreGraphics, re-exported by UIKit;
// Foundation on Linux lacks it)
@frozen public struct CGAffineTransform: Equatable, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform (Topics: a, b, c, d, tx, ty)
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect
    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask = []
    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @NSCopying open var backgroundColor: UIColor?
    // https://developer.apple.com/documentation/uikit/uiview/subviews
    open private(set) var subviews: [UIView] = []
    // https://developer.apple.com/documentation/uikit/uiview/superview
    open private(set) weak var superview: UIView?
    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { superview?.window }

    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }
    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError("stand-in UIKit: never run") }

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        view.superview = self
        subviews.append(view)
    }
    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    // https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    open func invalidateIntrinsicContentSize() {}
    // https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    public static let noIntrinsicMetric: CGFloat = -1

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue
        public let rawValue: UInt
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?
    // https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open var isKeyWindow: Bool { false }
    // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    weak open var windowScene: UIWindowScene?
    override open var window: UIWindow? { self }

    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
    }
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:) (inherited)
    override public init(frame: CGRect) { super.init(frame: frame) }
    // https://developer.apple.com/documentation/uikit/uiwindow/init()
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    public convenience init() { self.init(frame: .zero) }
    // https://developer.apple.com/documentation/uikit/uiview/init(coder:) (inherited)
    public required init?(coder: NSCoder) { fatalError("stand-in UIKit: never run") }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIViewController: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! = UIView(frame: .zero)
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open private(set) var presentedViewController: UIViewController?
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var isModalInPresentation: Bool = false

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError("stand-in UIKit: never run") }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller (NSObject's init(), which UIKit forwards to
    // init(nibName:bundle:))
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    @available(iOS 5.0, visionOS 1.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
    }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    @available(iOS 5.0, visionOS 1.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { presentedViewController = nil }
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
public enum UIModalPresentationStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    case formSheet = 2
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
    case overFullScreen = 5
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    case automatic = -2
}

// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIScene: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
    open var activationState: UIScene.ActivationState { .unattached }

    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    public enum ActivationState: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/unattached
        case unattached = -1
        // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/foregroundactive
        case foregroundActive = 0
        // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/foregroundinactive
        case foregroundInactive = 1
        // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/background
        case background = 2
    }
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIWindowScene: UIScene {
    // https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    open var windows: [UIWindow] { [] }
    // https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

// https://developer.apple.com/documentation/uikit/uiapplication
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIApplication: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiapplication/shared
    open class var shared: UIApplication { fatalError("stand-in UIKit: never run") }
    // https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var connectedScenes: Set<UIScene> { [] }
}

// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { rgba = (red, green, blue, alpha) }
    // https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = rgba.0
        green?.pointee = rgba.1
        blue?.pointee = rgba.2
        alpha?.pointee = rgba.3
        return true
    }
    // https://developer.apple.com/documentation/uikit/uicolor/orange
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    // stand-in plumbing: NSCopying, listed under the page's Relationships.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

// https://developer.apple.com/documentation/uikit/uiimage
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init?(systemName name: String) { super.init() }
}

// https://developer.apple.com/documentation/uikit/uikeyboardtype
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
public enum UIKeyboardType: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uikeyboardtype (Topics: the keyboard types)
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

// https://developer.apple.com/documentation/uikit/uitextcontenttype
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/rawvalue
    public let rawValue: String
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/name
    public static let name = UITextContentType(rawValue: "name")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress
    public static let emailAddress = UITextContentType(rawValue: "email")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardnumber
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode
    @available(iOS 12.0, tvOS 12.0, visionOS 1.0, *)
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardexpiration
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardexpirationmonth
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardexpirationyear
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardsecuritycode
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardname
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
}

// https://developer.apple.com/documentation/uikit/uipasteboard
@available(iOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UIPasteboard: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uipasteboard/general
    open class var general: UIPasteboard { UIPasteboard() }
    // https://developer.apple.com/documentation/uikit/uipasteboard/string
    open var string: String?
}
