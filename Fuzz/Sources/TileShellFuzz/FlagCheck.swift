import TileFlags
import TileRender
import TileText

/// The input's first line as a command line (split at spaces): the flag table parses it or
/// says why not, once (`--canvas` values among them), and what `main` prints of that is plain.
/// NB: the message quotes the argument as given and `main` makes it visible at the edge, as every
/// message is; a check of the raw message flagged a NUL, which no real argument can hold.
func checkFlags(_ line: String) {
    let args = line.split(separator: " ").prefix(64).map(String.init)
    guard case .failure(let e) = Options.parse(args) else { return }
    Invariants.plain(Array(Sanitizer.visible(e.message).utf8), width: nil, what: "a usage error as printed")
    if e.message.utf8.count > 64 * 1024 + 1024 { fail("a usage error of \(e.message.utf8.count) bytes") }
}
