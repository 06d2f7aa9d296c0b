extension Yuno {
    /// The framework an app is written in, as Yuno's `setPlatform(_:)` takes it: a wrapper (Flutter, React Native)
    /// over the native SDK says so, and the SDK names it on every request it sends.
    ///
    /// A plain value, usable from any isolation.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// A native iOS (or Swift) app: the default.
        case native = "IOS"
        /// Yuno's Flutter plugin.
        case flutter = "FLUTTER"
        /// Yuno's React Native library.
        case reactNative = "REACT_NATIVE"
    }
}
