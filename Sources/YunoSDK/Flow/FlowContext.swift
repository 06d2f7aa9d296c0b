/// What every flow of one ``YunoClient`` shares: the API client, configuration, logger and options.
struct FlowContext: Sendable {
    let api: YunoAPIClient
    let config: YunoConfig
    let logger: YunoLogger
    let options: YunoClient.Options
}
