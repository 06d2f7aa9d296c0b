/// The integration modes the demo can run.
enum DemoMode: String, CaseIterable {
    case seamless
    case full
    case lite
    case render
    case enroll
}
