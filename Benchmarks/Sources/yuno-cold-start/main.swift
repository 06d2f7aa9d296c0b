// Cold start: the first `Yuno.initialize` and the first `YunoClient` of a fresh process, timed once each and
// printed as nanoseconds ("initialize client"). yuno-bench-report spawns it many times; a warm median would hide
// what only the first call pays (type metadata, the default transport).
import YunoSDK

let apiKey = "sandbox_pk_emulator_5f0c2a7e"
let clock = ContinuousClock()
let start = clock.now
Yuno.initialize(apiKey: apiKey)
let initialized = clock.now
let client = try YunoClient(apiKey: apiKey)
let created = clock.now
precondition(Yuno.sharedClient != nil && client.environment == .sandbox, "cold start failed")
func nanoseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
}
print(nanoseconds(initialized - start), nanoseconds(created - initialized))
