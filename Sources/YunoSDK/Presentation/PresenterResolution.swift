/// Finds the ``YunoPresenter`` behind a ``YunoViewController``.
enum PresenterResolution {
    static func presenter(from viewController: YunoViewController?) -> (any YunoPresenter)? {
        #if canImport(UIKit)
            viewController as? any YunoPresenter
        #else
            viewController
        #endif
    }
}
