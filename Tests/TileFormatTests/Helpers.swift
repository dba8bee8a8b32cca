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
