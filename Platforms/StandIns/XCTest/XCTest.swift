// Stand-in XCTest (see Platforms/StandIns/README.md) for type-checking the UI tests of Platforms/UITestHost: only
// the XCTestCase, assertion and UI-automation (XCUIAutomation, which XCTest re-exports) declarations those tests use.
// Scripts/check-apple-ui.sh builds it into a module folder of its own, searched only when it type-checks
// Platforms/UITestHost/UITests, where it stands for Apple's XCTest; nothing else sees it (swift-corelibs-xctest,
// which Linux's toolchain ships as `XCTest`, has no UI automation). Never run: bodies are `fatalError()`.
// Availability is not annotated: the pages give none beyond "Xcode 16.3+", and the UI tests' deployment target is
// the host app's (project.yml), which Scripts/deployment-targets.py does not check.
@_exported import Foundation

// https://developer.apple.com/documentation/xctest/xctest
open class XCTest: NSObject {}

// https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase: XCTest {
    // https://developer.apple.com/documentation/xctest/xctestcase/continueafterfailure
    open var continueAfterFailure: Bool {
        get { fatalError("stand-in XCTest: never run") }
        set {}
    }

    // https://developer.apple.com/documentation/xctest/xctestcase/setupwitherror()
    open func setUpWithError() throws {}
}

// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}

// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {}

// https://developer.apple.com/documentation/xctest/xctassertgreaterthan(_:_:_:file:line:)
public func XCTAssertGreaterThan<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {}

// https://developer.apple.com/documentation/xctest/xctassertlessthanorequal(_:_:_:file:line:)
public func XCTAssertLessThanOrEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {}

// https://developer.apple.com/documentation/xcuiautomation/xcuielement
@MainActor open class XCUIElement: NSObject {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype-swift.enum
    public enum ElementType: UInt, Sendable {
        // https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype-swift.enum/any
        case any = 0
    }

    // stand-in plumbing: elements come from queries.
    override init() {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
    open var exists: Bool { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable
    open var isHittable: Bool { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
    open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
    open func tap() {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/typetext(_:)
    open func typeText(_ text: String) {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/swipeup()
    open func swipeUp() {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/descendants(matching:)
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        fatalError("stand-in XCTest: never run")
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
    open var buttons: XCUIElementQuery { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/identifier
    open var identifier: String { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
    open var label: String { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
    open var frame: CGRect { fatalError("stand-in XCTest: never run") }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@MainActor open class XCUIApplication: XCUIElement {
    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
    public override init() {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init(bundleidentifier:)
    public init(bundleIdentifier: String) {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
    open var launchArguments: [String] {
        get { fatalError("stand-in XCTest: never run") }
        set {}
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
    open func launch() {}
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
@MainActor open class XCUIElementQuery: NSObject {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/count
    open var count: Int { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/firstmatch
    open var firstMatch: XCUIElement { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)
    open func element(boundBy index: Int) -> XCUIElement { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(identifier:)
    open func matching(identifier: String) -> XCUIElementQuery { fatalError("stand-in XCTest: never run") }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
    open subscript(key: String) -> XCUIElement { fatalError("stand-in XCTest: never run") }
}
