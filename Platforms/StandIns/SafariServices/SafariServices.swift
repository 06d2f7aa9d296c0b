// Stand-in SafariServices (see Platforms/StandIns/README.md).
@_exported import Foundation
import UIKit

// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller
@available(iOS 9.0, visionOS 1.0, *)
@MainActor open class SFSafariViewController: UIViewController {
    // https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/delegate
    weak open var delegate: (any SFSafariViewControllerDelegate)?
    // https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/init(url:)-5kpkn
    public convenience init(url URL: URL) { self.init(nibName: nil, bundle: nil) }
}

// https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate
@available(iOS 9.0, visionOS 1.0, *)
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate/safariviewcontrollerdidfinish(_:)
    // (an optional requirement: the default below stands in for `optional`, which needs the Objective-C runtime)
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

@available(iOS 9.0, visionOS 1.0, *)
extension SFSafariViewControllerDelegate {
    // stand-in plumbing: the optional requirement's absence.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
