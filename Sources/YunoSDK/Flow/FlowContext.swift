/// What every flow of one ``YunoClient`` shares: the API client, configuration, logger, settings, the deep
/// links it waits for and the timeouts its presentations and read-backs wait on.
///
/// A class, immutable: every flow holds one reference to its client's context instead of a copy of it.
final class FlowContext: Sendable {
    let api: YunoAPIClient
    let config: YunoConfig
    let logger: YunoLogger
    let settings: FlowSettings
    let deepLinks: DeepLinkRegistry
    /// The presentation timeouts (3DS challenges) of every flow, behind one sleeping task (measured with
    /// `settings.elapsed`, driven by `settings.sleep`).
    let timeouts: TimeoutQueue

    init(
        api: YunoAPIClient, config: YunoConfig, logger: YunoLogger, settings: FlowSettings, deepLinks: DeepLinkRegistry
    ) {
        self.api = api
        self.config = config
        self.logger = logger
        self.settings = settings
        self.deepLinks = deepLinks
        self.timeouts = TimeoutQueue(now: settings.elapsed, sleep: settings.sleep)
    }
}
