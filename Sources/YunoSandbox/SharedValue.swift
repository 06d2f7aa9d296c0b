/// An immutable value kept in one shared object: copying a reference to it copies nothing. The record tables box
/// each record in one (a payment record is close to a kilobyte inline, and a table of 100,000 of them is copied
/// whenever it grows).
final class SharedValue<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
