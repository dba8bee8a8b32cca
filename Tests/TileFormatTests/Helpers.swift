import TileShell

/// `DecimalValue.parse`, failing loudly on malformed test data.
func decimal(_ text: String) -> DecimalValue {
    switch DecimalValue.parse(text[...]) {
    case .success(let value): value
    case .failure(let error): fatalError("bad test amount \(text): \(error)")
    }
}

/// A fixed "now": 2024-03-15T12:00:00Z, mid-month and mid-day so nearby units do not cross
/// unexpected boundaries.
let fixedNow = Instant(seconds: 1_710_504_000)  // 2024-03-15T12:00:00Z

let nbsp = "\u{00A0}"

/// A small seeded generator (SplitMix64), so the sample is the same on every run.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
