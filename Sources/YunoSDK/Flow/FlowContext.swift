/// What every flow of one ``YunoClient`` shares: the API client, configuration, logger, options, the deep
/// links it waits for and the timeouts its presentations wait on.
///
/// A class, immutable: every flow holds one reference to its client's context instead of a copy of it.
final class FlowContext: Sendable {
    let api: YunoAPIClient
    let config: YunoConfig
    let logger: YunoLogger
    let options: YunoClient.Options
    let deepLinks: DeepLinkRegistry
    /// The presentation timeouts (3DS challenges) of every flow, behind one sleeping task (measured with
    /// `options.elapsed`, driven by `options.sleep`).
    let timeouts: TimeoutQueue

    init(
        api: YunoAPIClient, config: YunoConfig, logger: YunoLogger, options: YunoClient.Options,
        deepLinks: DeepLinkRegistry
    ) {
        self.api = api
        self.config = config
        self.logger = logger
        self.options = options
        self.deepLinks = deepLinks
        self.timeouts = TimeoutQueue(now: options.elapsed, sleep: options.sleep)
    }
}
