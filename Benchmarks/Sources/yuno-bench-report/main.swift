import YunoBenchKit

for variant in FlowVariant.allCases {
    let mismatch = try await BodyCheck.compare(variant)
    print(variant, mismatch ?? "identical")
}
let world = try await BenchWorld()
for variant in FlowVariant.allCases {
    let sessions = try await world.sessions(2000, for: variant)
    let floorSessions = try await world.sessions(2000, for: variant)
    let s = await Workloads.concurrentSDKFlows(world, sessions: sessions, variant: variant)
    let f = await Workloads.concurrentFloorFlows(world, sessions: floorSessions, variant: variant)
    print(variant, s, f)
}
