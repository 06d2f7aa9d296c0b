import Foundation
import YunoSDK
import YunoSandbox
import YunoSandboxServer

/// Writes a line to standard output at once.
@Sendable func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let usage = """
    usage: yuno-sandbox [--port N] [--seed N] [--latency-ms N] [--request-timeout-s N] [--fault-rate R]

    Serves the Yuno API emulator (SDK and merchant endpoints) over HTTP on 127.0.0.1, and the shopper's bank:
    its 3-D Secure challenge pages (GET/POST /3ds/challenge/<transaction>) and GET /sandbox/return for a browser.
      --port N              port to listen on (default 8080; 0 picks a free one)
      --seed N              seed of ids and random faults (default 24301)
      --latency-ms N        latency of every request (default 0)
      --request-timeout-s N answer 504 REQUEST_TIMEOUT after N seconds of a hung request (default 60)
      --fault-rate R        share 0…1 of SDK requests that get a random fault (default 0)
    Stops cleanly on SIGINT or SIGTERM.
    """

var port = 8080
var configuration = YunoSandbox.Configuration()
var requestTimeout = 60
var faultRate = 0.0
/// Writes `yuno-sandbox: <message>`, then the usage, to standard error and exits 2.
func refuse(_ message: String) -> Never {
    FileHandle.standardError.write(Data("yuno-sandbox: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

let flagsTakingValues: Set = ["--port", "--seed", "--latency-ms", "--request-timeout-s", "--fault-rate"]
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    if flag == "--help" || flag == "-h" {
        say(usage)
        exit(0)
    }
    // An unknown flag is named as such, whatever follows it (not "needs a value", not "bad argument").
    guard flagsTakingValues.contains(flag) else { refuse("unknown flag \(flag)") }
    guard let value = arguments.first, !value.hasPrefix("--") else {
        refuse("\(flag) needs a value")
    }
    arguments.removeFirst()
    switch flag {
    case "--port" where Int(value).map({ (0...65_535).contains($0) }) == true: port = Int(value)!
    case "--seed" where UInt64(value) != nil: configuration.seed = UInt64(value)!
    case "--latency-ms" where Int(value).map({ $0 >= 0 }) == true: configuration.latency = .milliseconds(Int(value)!)
    case "--request-timeout-s" where Int(value).map({ $0 > 0 }) == true: requestTimeout = Int(value)!
    case "--fault-rate" where Double(value).map({ (0...1).contains($0) }) == true: faultRate = Double(value)!
    default: refuse("invalid value \"\(value)\" for \(flag)")
    }
}

let sandbox = YunoSandbox(configuration: configuration)
if faultRate > 0 {
    await sandbox.setFaultRate(
        faultRate,
        mix: [
            .status(500, code: "INTERNAL_ERROR"), .status(503, code: "SERVICE_UNAVAILABLE"),
            .tooManyRequests(retryAfterSeconds: 1), .dropResponse, .malformedBody,
        ],
        on: [.listPaymentMethods, .createToken, .createSeamlessPayment, .getPayment])
}
let server = SandboxServer(sandbox: sandbox, port: port, requestTimeout: .seconds(requestTimeout), log: say)
do {
    try await server.run { boundPort in
        say("yuno-sandbox listening on http://127.0.0.1:\(boundPort)")
        say("  public key:  \(sandbox.publicAPIKey)")
        say("  private key: \(sandbox.privateSecretKey)")
        say("  account id:  \(sandbox.accountID)")
        say("  bank pages:  http://127.0.0.1:\(boundPort)/3ds/challenge/<transaction> (3-D Secure)")
        say("  pay through it: swift run yuno-checkout --base-url http://127.0.0.1:\(boundPort)")
    }
    say("yuno-sandbox stopped")
} catch {
    FileHandle.standardError.write(Data("yuno-sandbox: \(error)\n".utf8))
    exit(1)
}
