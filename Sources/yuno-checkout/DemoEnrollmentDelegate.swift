import YunoSDK

/// The merchant app of the enrollment demo.
final class DemoEnrollmentDelegate: YunoEnrollmentDelegate {
    let customerSession: String
    let countryCode: String
    let language: String?
    let viewController: YunoViewController?
    private let say: @Sendable (String) -> Void

    init(
        customerSession: String, countryCode: String, language: String?, viewController: YunoViewController?,
        say: @escaping @Sendable (String) -> Void
    ) {
        self.customerSession = customerSession
        self.countryCode = countryCode
        self.language = language
        self.viewController = viewController
        self.say = say
    }

    func yunoEnrollmentResult(_ result: Yuno.Result) {
        say("delegate: yunoEnrollmentResult(.\(result))")
    }
}
