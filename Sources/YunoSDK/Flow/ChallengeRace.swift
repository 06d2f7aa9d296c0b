/// How the race between a 3DS challenge on screen and its timeout ended.
enum ChallengeRace: Sendable {
    case answered(ThreeDSChallengeOutcome)
    case timedOut
    case cancelled
}
