// Stand-in SwiftUI (see Platforms/StandIns/README.md): property wrappers that hold and bind a view's state.
@_exported import Combine

// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) {}
    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("stand-in SwiftUI: never run") }
        nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in SwiftUI: never run")
    }
}

// https://developer.apple.com/documentation/swiftui/binding (Relationships: Sendable where Value : Sendable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    @usableFromInline let initial: Value
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { initial = value }
    // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { initial = value }
    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError("stand-in SwiftUI: never run") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension State where Value: ExpressibleByNilLiteral {
    // https://developer.apple.com/documentation/swiftui/state/init()
    public init() { initial = nil }
}

// https://developer.apple.com/documentation/swiftui/state (Relationships: Sendable where Value : Sendable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension State: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    // https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    public var wrappedValue: Value
    @usableFromInline init(storing wrappedValue: Value) { self.wrappedValue = wrappedValue }
    // https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
    public var projectedValue: Bindable<Value> { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    // https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    // https://developer.apple.com/documentation/swiftui/bindable/init(_:)
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    // https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    public init(projectedValue: Bindable<Value>) { wrappedValue = projectedValue.wrappedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject {
    // https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in SwiftUI: never run")
    }
}

// https://developer.apple.com/documentation/swiftui/bindable (Relationships: Sendable where Value : Sendable)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/focusstate
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen @propertyWrapper public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    @usableFromInline let initial: Value
    // https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { Binding(initial: initial) }

    // https://developer.apple.com/documentation/swiftui/focusstate/binding
    @frozen @propertyWrapper public struct Binding {
        @usableFromInline let initial: Value
        // https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
        public var wrappedValue: Value {
            get { initial }
            nonmutating set {}
        }
        // https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension FocusState {
    // https://developer.apple.com/documentation/swiftui/focusstate/init()
    public init() where Value == Bool { initial = false }
    // https://developer.apple.com/documentation/swiftui/focusstate/init()-4bwwd (the Optional overload)
    public init<T>() where Value == T?, T: Hashable { initial = nil }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}
    // https://developer.apple.com/documentation/swiftui/environmentvalues/description
    public var description: String { "EnvironmentValues" }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { .large }
        set {}
    }
}

// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>
    // https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// https://developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency public struct StateObject<ObjectType>: DynamicProperty
where ObjectType: ObservableObject {
    // https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    // https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("stand-in SwiftUI: never run") }
    // https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

// https://developer.apple.com/documentation/swiftui/observedobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper @preconcurrency @MainActor @frozen public struct ObservedObject<ObjectType>: DynamicProperty
where ObjectType: ObservableObject {
    // https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType
    // https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    @MainActor @preconcurrency public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    // https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:)
    @MainActor @preconcurrency public init(initialValue: ObjectType) { wrappedValue = initialValue }
    // https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(root: wrappedValue)
    }

    // https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    @dynamicMemberLookup @frozen public struct Wrapper {
        @usableFromInline let root: ObjectType
        // https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        { fatalError("stand-in SwiftUI: never run") }
    }
}
