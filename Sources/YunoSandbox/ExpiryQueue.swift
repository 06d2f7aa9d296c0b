import Foundation

/// Payment deadlines on the sandbox clock (QR-code or 3DS-challenge expiry), earliest first: a binary min-heap, so
/// checking for due deadlines on every request is O(1) and expiring one is O(log n), however many payments are open.
///
/// Entries are never removed early: a payment that finishes before its deadline leaves its entry behind, and the
/// caller skips an entry whose payment no longer carries that deadline when it comes due.
struct ExpiryQueue: Sendable {
    /// One deadline of one payment.
    struct Entry: Sendable, Hashable {
        /// When the payment expires.
        var deadline: Date
        /// The payment id.
        var paymentID: String
    }

    private var heap: [Entry] = []

    /// How many deadlines are queued (including ones of payments that finished since).
    var count: Int { heap.count }

    /// Queues `paymentID`'s `deadline`.
    mutating func insert(_ deadline: Date, paymentID: String) {
        heap.append(Entry(deadline: deadline, paymentID: paymentID))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest entry if its deadline is at or before `now`, else `nil`.
    mutating func popFirst(dueBy now: Date) -> Entry? {
        guard let first = heap.first, first.deadline <= now else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let child = right < heap.count && Self.precedes(heap[right], heap[left]) ? right : left
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            parent = child
        }
        return first
    }

    /// Earlier deadline first; equal deadlines by payment id, so expiry order is deterministic.
    private static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
        lhs.deadline != rhs.deadline ? lhs.deadline < rhs.deadline : lhs.paymentID < rhs.paymentID
    }
}
