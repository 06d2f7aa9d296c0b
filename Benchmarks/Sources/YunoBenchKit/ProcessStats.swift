import CMallocInfo
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Process-wide figures: CPU time, resident memory, and bytes in use by malloc.
public enum ProcessStats {
    /// User + system CPU time of the whole process, in nanoseconds.
    public static func cpuNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Resident set size in bytes (`/proc/self/statm`), or 0 where it cannot be read.
    public static func residentBytes() -> Int {
        #if os(Linux)
            guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
            let fields = statm.split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            return 0
        #endif
    }

    /// Bytes currently allocated through malloc (glibc `mallinfo2().uordblks`), or 0 elsewhere.
    public static func mallocInUseBytes() -> Int {
        Int(yuno_bench_malloc_in_use())
    }

    /// Free bytes malloc keeps in its arenas (glibc `mallinfo2().fordblks`), or 0 elsewhere.
    public static func mallocFreeHeldBytes() -> Int {
        Int(yuno_bench_malloc_free_held())
    }

    /// Asks malloc to return its free memory to the system (glibc `malloc_trim(0)`).
    public static func trimMalloc() {
        yuno_bench_malloc_trim()
    }
}
