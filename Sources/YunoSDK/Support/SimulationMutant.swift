#if YUNO_MUTANTS
    import Foundation

    /// Seeded defects for the simulator (`yuno-sim --mutant NAME`, issue 26): each re-creates a class of bug this
    /// SDK had or could have. Compiled only into the simulator's mutant build (`-DYUNO_MUTANTS`); no product and no
    /// ordinary build contains this type or any of the sites that consult it. One build holds them all, and the
    /// `YUNO_MUTANT` environment variable picks the one a process runs with. SPI so that `yuno-sim` (another
    /// package) can list the names and name the active one.
    @_spi(Simulation)
    public enum SimulationMutant: String, CaseIterable, Sendable {
        /// A cancellation after the payment creation was sent is believed: no read-back, `userCancelled`.
        case cancelNotReadBack = "cancel-not-read-back"
        /// A failed read of the payment after a 3DS page ended is not read back: the error, not the payment's status.
        case lost3DSReadNotReadBack = "lost-3ds-read-not-read-back"
        /// A 3DS page the shopper closed is not read back: the flow reports the payment it had (PENDING:
        /// `processing`), although the bank may have approved before the page was closed.
        case closedPageNotReadBack = "closed-page-not-read-back"
        /// A 3DS challenge whose time ran out reports the payment the flow had (PENDING: `processing`), not the
        /// status the backend holds.
        case timeoutReportsStaleStatus = "timeout-reports-stale-status"
        /// A start refused before anything was sent tells nobody (no delegate result, no callback).
        case refusedStartSilent = "refused-start-silent"
        /// A flow's session is released before its outcome is delivered: a new start can claim it in between.
        case releaseBeforeDelivery = "release-before-delivery"
        /// A presentation's deadline stays scheduled after its race was won: it fires after the flow ended.
        case deadlineOutlivesFlow = "deadline-outlives-flow"
        /// A `cancelFlow` while a screen is open is lost (left to the screen, which never hears of it): the
        /// shopper's late answer is acted on, and a form submitted after the cancel creates a payment.
        case answerAfterCancel = "answer-after-cancel"
        /// A second facade start is admitted while one runs, replacing the tracked one (which is orphaned).
        case secondStartAdmitted = "second-start-admitted"
        /// A configuration change rebuilds the facade's client without its flows (which are orphaned).
        case configChangeForgetsFlows = "config-change-forgets-flows"

        /// The mutant this process runs with (`YUNO_MUTANT`), read once; `nil`: none.
        public static let active = ProcessInfo.processInfo.environment["YUNO_MUTANT"].flatMap(Self.init(rawValue:))
    }
#endif
