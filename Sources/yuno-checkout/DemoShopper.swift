/// Who answers the bank's 3-D Secure page (`--shopper`).
enum DemoShopper: String, CaseIterable {
    /// The demo presses the scenario's button on the bank's page: in process on the embedded emulator, over HTTP
    /// exactly as a browser would (it reads the page, then posts its form).
    case scripted
    /// A browser someone else drives: the demo prints the page's URL (`CHALLENGE_URL=<url>`) and waits; the SDK
    /// polls the payment and closes the page once the bank decided. Only over `--base-url`, with
    /// `--scenario challenge`.
    case browser
}
