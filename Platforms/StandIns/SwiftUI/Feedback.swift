// Stand-in SwiftUI (see Platforms/StandIns/README.md): VoiceOver announcements, sensory feedback and view identity,
// as the SDK's feedback (issue 37, item 7) uses them. `AccessibilityNotification` belongs to the Accessibility
// framework, which SwiftUI re-exports (`import SwiftUI` is enough to post one), so it is declared here.

// https://developer.apple.com/documentation/accessibility/accessibilitynotification
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum AccessibilityNotification {
    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public struct Announcement {
        @usableFromInline let announcement: String

        // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
        public init(_ announcement: String) { self.announcement = announcement }

        // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
        public func post() {}
    }
}

// https://developer.apple.com/documentation/swiftui/sensoryfeedback
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    @usableFromInline let id: Int

    // https://developer.apple.com/documentation/swiftui/sensoryfeedback/success
    public static let success = SensoryFeedback(id: 0)
    // https://developer.apple.com/documentation/swiftui/sensoryfeedback/warning
    public static let warning = SensoryFeedback(id: 1)
    // https://developer.apple.com/documentation/swiftui/sensoryfeedback/error
    public static let error = SensoryFeedback(id: 2)
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
    where T: Equatable { self }

    // https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(trigger:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View
    where T: Equatable { self }

    // https://developer.apple.com/documentation/swiftui/view/id(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
}
