/// What every flow of one ``YunoClient`` shares: the API client, configuration, logger, options and the deep
/// links it waits for.
struct FlowContext: Sendable {
    let api: YunoAPIClient
    let config: YunoConfig
    let logger: YunoLogger
    let options: YunoClient.Options
    let deepLinks: DeepLinkRegistry
}
