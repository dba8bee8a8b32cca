import TileFlags

/// The input's first line as a command line (split at spaces): the flag table parses it or
/// says why not, in plain text, once (`--canvas` values among them).
func checkFlags(_ line: String) {
    let args = line.split(separator: " ").prefix(64).map(String.init)
    guard case .failure(let e) = Options.parse(args) else { return }
    Invariants.plain(Array(e.message.utf8), width: nil, what: "a usage error")
    if e.message.utf8.count > 64 * 1024 + 1024 { fail("a usage error of \(e.message.utf8.count) bytes") }
}
