import Foundation

/// Lines typed on standard input, delivered one at a time to whoever asks on the main actor.
///
/// A dedicated thread blocks in `readLine()` (so no task of the cooperative pool is ever blocked) and feeds an
/// `AsyncStream`; a main-actor task hands each line to the pending ``line()`` call, or buffers it. A pending read
/// can be abandoned (``cancelPendingRead()``) when the SDK dismisses what is on screen.
@MainActor
final class TerminalInput {
    private var buffered: [String] = []
    private var waiter: CheckedContinuation<String?, Never>?
    private var closed = false
    private var pump: Task<Void, Never>?

    init() {
        let lines = AsyncStream<String> { continuation in
            let reader = Thread {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }
            reader.start()
        }
        pump = Task { [weak self] in
            for await line in lines { self?.deliver(line) }
            self?.close()
        }
    }

    /// The next line, trimmed; `nil` when standard input ended or the read was cancelled.
    func line() async -> String? {
        if !buffered.isEmpty { return buffered.removeFirst() }
        if closed { return nil }
        cancelPendingRead()
        return await withCheckedContinuation { waiter = $0 }
    }

    /// Ends a pending ``line()`` with `nil` (the screen it belonged to was dismissed).
    func cancelPendingRead() {
        waiter?.resume(returning: nil)
        waiter = nil
    }

    private func deliver(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: trimmed)
        } else {
            buffered.append(trimmed)
        }
    }

    private func close() {
        closed = true
        cancelPendingRead()
    }
}
