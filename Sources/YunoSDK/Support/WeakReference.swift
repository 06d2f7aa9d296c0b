/// A reference to `Object` that does not keep it alive: a registry's entry for something the app owns (a list on
/// screen), which goes away when the app lets go of it.
final class WeakReference<Object: AnyObject> {
    /// The object, while something else keeps it.
    weak var object: Object?

    init(_ object: Object) { self.object = object }
}
