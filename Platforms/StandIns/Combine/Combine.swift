// Stand-in Combine (see Platforms/StandIns/README.md): what a SwiftUI ObservableObject view model needs.

// https://developer.apple.com/documentation/combine/publisher
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Publisher<Output, Failure> {
    // https://developer.apple.com/documentation/combine/publisher/output
    associatedtype Output
    // https://developer.apple.com/documentation/combine/publisher/failure
    associatedtype Failure: Error
}

// https://developer.apple.com/documentation/combine/observableobjectpublisher
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
final public class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    // https://developer.apple.com/documentation/combine/observableobjectpublisher/output
    public typealias Output = Void
    // https://developer.apple.com/documentation/combine/observableobjectpublisher/failure
    public typealias Failure = Never
    // https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
    public init() {}
    // https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
    final public func send() {}
}

// https://developer.apple.com/documentation/combine/observableobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ObservableObject: AnyObject {
    // https://developer.apple.com/documentation/combine/observableobject/objectwillchangepublisher
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never
    // https://developer.apple.com/documentation/combine/observableobject/objectwillchange
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    // https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

// https://developer.apple.com/documentation/combine/published
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper public struct Published<Value> {
    // stand-in plumbing: Apple's Published reaches its storage through the enclosing instance; a stored value
    // type-checks the same for the code that uses it.
    public var wrappedValue: Value
    // https://developer.apple.com/documentation/combine/published/init(initialvalue:)
    public init(initialValue: Value) { wrappedValue = initialValue }
    // https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
