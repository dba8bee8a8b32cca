/// The cost oracle: the work one input caused, against what its size allows.
///
/// Work is counted, not timed, so a finding replays: the lesson interpreter's steps (which its
/// own budget bounds), the views placed and painted and the text bytes painted (which nothing
/// bounded once: a 203-byte file could draw a 786 KB string a thousand times), and the
/// bytes drawn in cells and by the shell. An input may cost `perByte` units for each of its
/// bytes, and never less than `perByte * minimumBytes`.
///
/// NB: the minimum allowance (4 096 000) is above the interpreter's step budget (2 000 000),
/// so a short loop that spends the whole budget is not a finding; what is flagged is work grown
/// past anything the input's size and the step budget pay for, as quadratic work grows.
struct CostMeter {
    static let perByte = 1_000
    static let minimumBytes = 4_096

    var steps = 0
    var viewsPlaced = 0
    var viewsPainted = 0
    var textBytesPainted = 0
    var bytesDrawn = 0

    var total: Int { steps &+ viewsPlaced &+ viewsPainted &+ textBytesPainted &+ bytesDrawn }

    static func allowance(inputBytes: Int) -> Int { perByte * max(inputBytes, minimumBytes) }

    /// Fails when the work passed the allowance for an input of `inputBytes`.
    func check(inputBytes: Int) {
        let allowed = Self.allowance(inputBytes: inputBytes)
        guard total > allowed else { return }
        fail(
            "an input of \(inputBytes) bytes cost \(total) units, over \(allowed) (\(Self.perByte) a byte): "
                + "\(steps) steps, \(viewsPlaced) views placed, \(viewsPainted) painted, "
                + "\(textBytesPainted) text bytes painted, \(bytesDrawn) bytes drawn")
    }

    /// One line for `FUZZ_COST=1`, to see what inputs cost and choose the bound from that.
    var summary: String {
        "cost \(total): steps \(steps) placed \(viewsPlaced) painted \(viewsPainted) text \(textBytesPainted) drawn \(bytesDrawn)"
    }
}
