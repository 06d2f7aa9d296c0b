/// An immutable value kept in one shared object: copying a reference to it copies nothing.
///
/// The SDK itself keeps its values inline. Package-visible for the emulator, whose record tables box each record in
/// one (a payment record is close to a kilobyte inline, and a table of 100,000 of them is copied whenever it grows).
package final class SharedValue<Value: Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
