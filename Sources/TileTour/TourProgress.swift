/// What the learner has finished: for each lesson, how many of its steps are done. Plain data;
/// the file that holds it is the edge's (`$XDG_STATE_HOME/tileshell/tour`).
///
///     // "1.1 2\n1.2 0\n" is TourProgress(done: ["1.1": 2, "1.2": 0])
public struct TourProgress: Equatable, Sendable {
    public var done: [String: Int] = [:]
    /// The file each track's export was last written to, and a hash of what was written, so
    /// that the next export replaces that file only while it still holds it (a line
    /// `track 1 <hash> tileshell-track-1.swift`).
    public var exported: [Int: Export] = [:]

    /// One export of a track's views.
    public struct Export: Equatable, Sendable {
        public var name: String
        public var hash: UInt64

        public init(name: String, hash: UInt64) {
            self.name = name
            self.hash = hash
        }
    }

    public init() {}

    /// Reads the file's text; nil when it is damaged (the edge sets it aside).
    public init?(text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.first == "track" {
                guard parts.count == 4, let n = Int(parts[1]), n >= 0, n < 10_000, parts[2].count == 16,
                    let hash = UInt64(parts[2], radix: 16), Self.isExportName(parts[3])
                else { return nil }
                exported[n] = Export(name: String(parts[3]), hash: hash)
                continue
            }
            guard parts.count == 2, let n = Int(parts[1]), n >= 0, n < 10_000,
                parts[0].split(separator: ".").count == 2, parts[0].split(separator: ".").allSatisfy({ Int($0) != nil })
            else { return nil }
            done[String(parts[0])] = n
        }
    }

    public var text: String {
        let lessons = done.keys.sorted(by: Self.before).map { "\($0) \(done[$0] ?? 0)\n" }
        let exports = exported.keys.sorted().compactMap { n in
            exported[n].map { "track \(n) \(Self.hex($0.hash)) \($0.name)\n" }
        }
        return (lessons + exports).joined()
    }

    /// A name an export may have: a plain file name in the current folder, `tileshell-track-…`.
    static func isExportName(_ name: Substring) -> Bool {
        name.hasPrefix("tileshell-track-") && name.hasSuffix(".swift") && !name.contains("/")
    }

    /// Sixteen hex digits.
    static func hex(_ n: UInt64) -> String {
        let digits = String(n, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// FNV-1a over the bytes: enough to tell the file the tour wrote from one edited since.
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    /// `1.2` before `1.10`.
    static func before(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").compactMap { Int($0) }
        let y = b.split(separator: ".").compactMap { Int($0) }
        return x.lexicographicallyPrecedes(y)
    }

    /// The first lesson of a track not yet finished (or its last, when all are).
    public func resume(_ track: TourTrack) -> TourLesson? {
        track.lessons.first { (done[$0.id] ?? 0) < $0.steps.count } ?? track.lessons.last
    }
}
