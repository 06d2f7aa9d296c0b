/// An immutable value kept in one shared object.
///
/// A reference to it is one pointer wide: a large value (a decoded payment, an outcome, a token answer) held in
/// the frames of a suspended flow costs 8 bytes per copy there, and copying it copies nothing. Value types that
/// store their fields this way keep value semantics, since the value can never change. Package-visible: the
/// emulator's record tables box their records in it too.
package final class SharedValue<Value: Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
