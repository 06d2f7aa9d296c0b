import Foundation

/// The entry point of the SDK, with the static API of Yuno's iOS SDK documentation.
///
/// `Yuno` is a main-actor facade over one shared ``YunoClient``: ``initialize(apiKey:config:callback:isolation:)`` creates
/// it, and every other call forwards to it. Apps that serve several merchants, tests and benchmarks create
/// ``YunoClient`` instances instead and never touch this shared state.
///
/// Isolation: the synchronous calls Yuno's plugins make from plain code (`initialize`, `startPayment`, `startPaymentLite`,
/// `continuePayment`, `hideLoader`, `receiveDeeplink`, `enrollPayment`, `setPlatform`) are callable from any isolation
/// and run on the main actor (at once from main-actor code or the main thread, queued in call order elsewhere); every other member is
/// `@MainActor`. Calls made before a successful `initialize` end with
/// ``Result/internalError`` (the detailed reason is ``YunoError/notInitialized``).
public enum Yuno {}
