import Foundation

#if YUNO_MUTANTS
    @_spi(Simulation) import YunoSDK
#endif

/// `--mutant NAME` (issue 26, phase 2): runs the SDK with one of its seeded defects (`SimulationMutant`), to show
/// that the simulator finds it. The defects exist only when the SDK and this tool are built with `-DYUNO_MUTANTS`
/// (`Scripts/sim-gate.sh` builds that once, into `Simulator/.build-mutants`); the SDK reads `YUNO_MUTANT`.
enum Mutants {
    /// The mutants' names; `nil` in a build without `-DYUNO_MUTANTS`.
    static var names: [String]? {
        #if YUNO_MUTANTS
            SimulationMutant.allCases.map(\.rawValue)
        #else
            nil
        #endif
    }

    static let build =
        "swift build --package-path Simulator -c release -Xswiftc -warnings-as-errors -Xswiftc -DYUNO_MUTANTS "
        + "--scratch-path Simulator/.build-mutants"

    /// Makes `name` the SDK's active mutant (sets `YUNO_MUTANT` before any SDK code reads it), or refuses: an
    /// unknown name, or a build without the mutants.
    static func activate(_ name: String?) throws(Arguments.Failure) {
        guard let name else { return }
        guard let names else {
            throw Arguments.Failure(
                message: "--mutant \(name): this yuno-sim was built without -DYUNO_MUTANTS, so the SDK has no "
                    + "mutants; build the mutant simulator with `\(build)` and run it from there")
        }
        guard names.contains(name) else {
            throw Arguments.Failure(
                message: "unknown mutant '\(name)'; the mutants: \(names.joined(separator: ", "))")
        }
        setenv("YUNO_MUTANT", name, 1)
        #if YUNO_MUTANTS
            guard SimulationMutant.active?.rawValue == name else {
                throw Arguments.Failure(message: "the SDK did not take mutant '\(name)' (it read YUNO_MUTANT before)")
            }
        #endif
    }
}
