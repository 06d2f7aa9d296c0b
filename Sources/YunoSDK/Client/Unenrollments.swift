/// The unenrollments of one client's Full-checkout lists, so each saved row's result is told once.
///
/// A saved method can show in several lists at once (a list rebuilt while the old one is still on screen, two
/// screens of one session). Its unenrollment runs once per (checkout session, vaulted token): a second tap — on the
/// same row or on the same card in another list — while the first runs waits for it and gets its answer; a tap on
/// a card already removed is answered at once. Only the first tells the delegate; every list of the session drops
/// the row, tapped or not (a list whose own tap was refused before another list's removed the card included).
///
/// Main-actor isolated, like the lists. Holds one task per unenrollment under way, the keys of the cards this
/// client removed, and the lists of each session, weakly.
@MainActor
final class Unenrollments {
    private struct Key: Hashable {
        let session: String
        let vaultedToken: String
    }

    private var running: [Key: Task<Bool, Never>] = [:]
    private var removed: Set<Key> = []
    /// The lists that show `session`'s methods (its validated, lowercased id), while the app keeps them.
    private var lists: [String: [WeakReference<PaymentMethodList>]] = [:]

    nonisolated init() {}

    /// Keeps `list` (weakly) as one that shows `session`'s saved methods: a card removed through any list of the
    /// session leaves it too.
    func register(_ list: PaymentMethodList, session: String) {
        lists = lists.compactMapValues { entries in
            let live = entries.filter { $0.object != nil }
            return live.isEmpty ? nil : live
        }
        lists[session, default: []].append(WeakReference(list))
    }

    /// Removes `vaultedToken` of `session` with `perform` unless it is under way or done: returns whether the card
    /// is removed, and whether this call is the one that ran it (the one that tells the delegate). A removal takes
    /// the card out of every registered list of the session.
    func unenroll(
        session: String, vaultedToken: String, perform: @escaping @Sendable () async -> Bool
    ) async -> (removed: Bool, ranIt: Bool) {
        let key = Key(session: session, vaultedToken: vaultedToken)
        if removed.contains(key) { return (true, false) }
        if let task = running[key] { return (await task.value, false) }
        let task = Task { await perform() }
        running[key] = task
        let result = await task.value
        running[key] = nil
        if result {
            removed.insert(key)
            for entry in lists[session] ?? [] {
                guard let list = entry.object else { continue }
                list.update(items: list.items.filter { $0.vaultedToken != vaultedToken })
            }
        }
        return (result, true)
    }
}
