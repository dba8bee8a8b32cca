import TileRender
import TileShell
import TileSystem

/// Adapts the core's pure `Completer` to the Tab key. A unique match replaces the word with a
/// space after it; several insert their common prefix; a second Tab in a row, with nothing
/// more to insert, lists them in columns under the line, which is then redrawn unchanged.
final class CompletionAdapter {
    /// The session completions are computed from; set before each line is read.
    var session: Session
    var depth: ColorDepth
    /// The earlier lines of an unfinished entry, each ended by a line break: the line being
    /// edited completes as their continuation (a case after `tilekind Berry:`).
    var entrySoFar = ""
    /// Where the last Tab left the line: a Tab that finds it unchanged is a second Tab.
    private var afterLastTab: (text: String, cursor: Int)?

    init(session: Session, depth: ColorDepth) {
        self.session = session
        self.depth = depth
    }

    func complete(in editor: LineEditor) -> EditorAction {
        let (text, cursor) = editor.line
        let isSecondTab = afterLastTab.map { $0.text == text && $0.cursor == cursor } ?? false
        afterLastTab = nil
        let shift = entrySoFar.utf8.count
        let completion = Completer.complete(
            line: entrySoFar + text, cursor: cursor + shift, session: session, listFiles: FileLister.list)
        let candidates = completion.candidates
        let start = min(max(0, completion.start - shift), cursor)
        let partial = String(decoding: text.utf8.prefix(cursor).dropFirst(start), as: UTF8.self)
        guard let first = candidates.first else { return .beep }
        let prefix = completion.commonPrefix
        // NB: a candidate that is the others' common prefix (`pick` of `pick`, `picker`) counts
        // as the match: `pi⇥ u⇥ h⇥` gives `pick unit hour`; `picke⇥` still reaches `picker`.
        if let only = candidates.count == 1 ? first : candidates.first(where: { $0.text == prefix }) {
            editor.replace(from: start, with: only.text)
            if !only.text.hasSuffix("/") {
                let after = text.utf8.dropFirst(cursor).first
                if after == UInt8(ascii: " ") { editor.moveCursor(by: 1) } else { editor.insert(" ") }
            }
            return .refresh
        }
        let grows = prefix.unicodeScalars.count > partial.unicodeScalars.count
        let recases = prefix.unicodeScalars.count == partial.unicodeScalars.count && prefix != partial
        if grows || recases {
            editor.replace(from: start, with: prefix)
            afterLastTab = editor.line
            return .refresh
        }
        afterLastTab = (text, cursor)
        guard isSecondTab else { return .beep }
        list(candidates, in: editor)
        return .redisplay
    }

    /// Prints the candidates below the line being edited.
    private func list(_ candidates: [Candidate], in editor: LineEditor) {
        let size = Terminal.size(1) ?? (80, 24)
        let canvas = CandidateColumns.layout(candidates, width: size.columns - 1, maxRows: max(1, size.rows - 3))
        var bytes: [UInt8] = []
        Renderer(depth: depth).render(canvas, into: &bytes)
        // NB: libedit may have turned output post-processing off: end rows with CR LF.
        let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        editor.write("\r\n" + text.joined(separator: "\r\n"))
    }
}
