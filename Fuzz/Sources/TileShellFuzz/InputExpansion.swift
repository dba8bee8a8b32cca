/// Lets a short input stand for a long one: `\u{1}N\u{1}FRAGMENT\u{1}` is FRAGMENT repeated N
/// times, so a 20-byte input can be the 240 KB file `let x: A.A.A…B = 1` that libFuzzer's
/// `-max_len` could never write out.
///
///     InputExpansion.expand("let x: \u{1}3\u{1}A.\u{1}B = 1")  // "let x: A.A.A.B = 1"
///
/// NB: SOH is a control byte the shell and the Swift parser refuse anyway, so no input that
/// meant something loses its meaning; a marker that is not complete is kept as written.
enum InputExpansion {
    /// The most bytes an input expands to: a line's limit (`Lexer.maxLineBytes`, 1 MiB).
    static let maxBytes = 1 << 20
    static let marker: UInt8 = 0x01

    static func expand(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let input = Array(bytes)
        guard input.contains(marker) else { return input }
        var out: [UInt8] = []
        out.reserveCapacity(min(maxBytes, input.count))
        var i = 0
        while i < input.count {
            if input[i] == marker, let (count, fragment, next) = repetition(in: input, at: i) {
                let room = maxBytes - out.count
                let times = fragment.isEmpty ? 0 : min(count, room / fragment.count)
                for _ in 0..<times { out += fragment }
                i = next
                continue
            }
            if out.count >= maxBytes { break }
            out.append(input[i])
            i += 1
        }
        return out
    }

    /// The count and fragment of a marker at `start`, and the index after it.
    static func repetition(in input: [UInt8], at start: Int) -> (Int, ArraySlice<UInt8>, Int)? {
        var i = start + 1
        var count = 0
        while i < input.count, input[i] >= 0x30, input[i] <= 0x39 {
            count = min(maxBytes, count * 10 + Int(input[i] - 0x30))
            i += 1
        }
        guard i > start + 1, i < input.count, input[i] == marker else { return nil }
        let fragmentStart = i + 1
        guard let end = input[fragmentStart...].firstIndex(of: marker) else { return nil }
        return (count, input[fragmentStart..<end], end + 1)
    }
}
