import CEditLine
import TileRender
import TileSystem
import TileText

#if canImport(Glibc)
    import Glibc
#endif

/// What one read from the line editor gave.
enum EditorInput: Equatable {
    /// Lines to run in order: the line typed, or every line of a paste. A line recalled from
    /// history may hold line breaks: it is one entry.
    case lines([String])
    /// Esc Enter: the line typed, which the entry goes on after whatever it holds.
    case brokenLine(String)
    /// Ctrl-C: the line being typed was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
}

/// What a bound key function tells the editor to do next.
enum EditorAction {
    /// Redraw the changed line.
    case refresh
    /// Redraw and ring the bell (nothing to complete).
    case beep
    /// Redraw the prompt and the line below whatever was printed.
    case redisplay
}

/// The libedit line editor (native histedit API, wide characters): emacs keys, `~/.editrc`,
/// history recall and search, and the keys tileshell binds: Tab to `onTab`, and bracketed
/// paste, whose lines come back from `readLine()` one by one.
///
/// Example: `let editor = LineEditor(program: "tileshell", prompt: "> ", ansi: true)`
final class LineEditor {
    private let el: OpaquePointer
    private let history: OpaquePointer
    /// The terminal takes ANSI sequences (not `TERM=dumb`): bracketed paste, cursor moves.
    private let ansi: Bool
    /// Shown before the line; the continuation prompt while an entry is unfinished.
    var prompt: String {
        didSet { _ = cel_set_prompt(el, prompt) }
    }
    /// Esc Enter was pressed: the line read goes on on the next.
    private var breakRequested = false
    /// The window's width when the line was last drawn.
    private var columnsAtLastRead = 80
    /// Called for Tab; unset, Tab beeps.
    var onTab: ((LineEditor) -> EditorAction)?
    /// Called for Ctrl-X Ctrl-E (vi: `v`) with the line: the lines to run instead, or nil to
    /// keep the line as it was (the callee has said why). Unset, the keys beep.
    var onEditInEditor: ((String) -> [String]?)?
    /// Pasted lines after the first, returned with it by the current `readLine()`.
    private var pastedLines: [String] = []
    /// Text after a paste's last newline: the start of the next line.
    private var prefill = ""
    /// Where the cursor goes in `prefill`: this many characters from its end.
    private var prefillCursorFromEnd = 0
    /// Reads keys for libedit.
    private var reader = CharacterReader(fd: 0, marksLoneEscape: false)

    /// The most entries kept in memory (as in the history file).
    static let historySize = Int32(HistoryFile.limit)
    /// The most pasted text kept (4 Mi characters); the rest of a larger paste is dropped.
    static let maxPasteScalars = 4 << 20
    /// The key sequence a terminal sends before pasted text, and after it.
    static let pasteStart = "\u{1B}[200~"
    static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]
    /// A sequence no terminal sends, pushed back to start a line with `prefill`.
    static let prefillKeys = "\u{1B}[9999~"

    /// Nil when libedit cannot start (no memory, no terminal).
    init?(program: String, prompt: String, ansi: Bool) {
        guard let el = cel_init(program) else { return nil }
        guard let history = cel_history_init(Self.historySize) else {
            cel_end(el)
            return nil
        }
        self.el = el
        self.history = history
        self.ansi = ansi
        self.prompt = prompt
        _ = cel_set_prompt(el, prompt)
        _ = cel_set_editor(el, "emacs")
        _ = cel_set_signal(el, 1)
        _ = cel_use_history(el, history)
        _ = cel_set_client_data(el, Unmanaged.passUnretained(self).toOpaque())
        addFunctions()
        bindKeys()
        // The user's ~/.editrc (or $EDITRC) may switch to vi mode, which resets the keymaps:
        // bind tileshell's keys again after it.
        _ = cel_source(el, nil)
        bindKeys()
        reader.onSignal = { [unowned self] in self.signalled() }
        _ = cel_set_read_function(el) { el, character in
            guard let editor = LineEditor.from(el), let character else { return -1 }
            return editor.readCharacter(into: character)
        }
        if cel_is_vi_mode(el) != 0 { setUpViMode() }
    }

    deinit {
        cel_end(el)
        cel_history_end(history)
    }

    private func addFunctions() {
        _ = cel_add_function(el, "tileshell-complete", "Complete the word at the cursor") { el, _ in
            LineEditor.from(el).map { $0.code(for: $0.onTab?($0) ?? .beep) } ?? UInt8(CC_ERROR)
        }
        _ = cel_add_function(el, "tileshell-paste", "Insert pasted text literally") { el, _ in
            LineEditor.from(el)?.paste() ?? UInt8(CC_ERROR)
        }
        _ = cel_add_function(el, "tileshell-prefill", "Start the line with the rest of a paste") { el, _ in
            LineEditor.from(el)?.insertPrefill() ?? UInt8(CC_ERROR)
        }
        _ = cel_add_function(el, "tileshell-edit", "Edit the line in $VISUAL or $EDITOR, then run it") { el, _ in
            LineEditor.from(el)?.editInEditor() ?? UInt8(CC_ERROR)
        }
        _ = cel_add_function(el, "tileshell-break", "End the line here; the entry goes on on the next") { el, _ in
            guard let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
            editor.breakRequested = true
            // NB: returning CC_NEWLINE does not end el_wgets; a pushed Return does.
            cel_push(el, "\r")
            return UInt8(CC_REFRESH)
        }
    }

    private func bindKeys() {
        _ = cel_bind(el, "^I", "tileshell-complete")
        _ = cel_bind(el, Self.pasteStart, "tileshell-paste")
        _ = cel_bind(el, Self.prefillKeys, "tileshell-prefill")
        _ = cel_bind(el, "^X^E", "tileshell-edit")
        // Esc Enter (Alt-Enter) breaks the entry by hand.
        _ = cel_bind(el, "\u{1B}\r", "tileshell-break")
        _ = cel_bind(el, "\u{1B}\n", "tileshell-break")
        // Up and Down recall lines that start with what is typed before the cursor (all lines
        // when nothing is); Ctrl-R stays the incremental search.
        for (keys, function) in [
            ("\u{1B}[A", "ed-search-prev-history"), ("\u{1B}[B", "ed-search-next-history"),
            ("\u{1B}OA", "ed-search-prev-history"), ("\u{1B}OB", "ed-search-next-history"),
        ] {
            _ = cel_bind(el, keys, function)
        }
    }

    /// Esc alone switches to command mode (see `CharacterReader`); a paste works in both modes.
    private func setUpViMode() {
        reader.marksLoneEscape = true
        let loneEscape = "\u{1B}" + String(CharacterReader.loneEscape)
        // NB: libedit keeps one table of multi-key sequences for both keymaps.
        _ = cel_bind(el, loneEscape, "vi-command-mode")
        _ = cel_bind_command_mode(el, Self.pasteStart, "tileshell-paste")
        _ = cel_bind_command_mode(el, Self.prefillKeys, "tileshell-prefill")
        // As in bash's vi mode: Ctrl-R searches history while inserting; `v` opens the editor.
        _ = cel_bind(el, "^R", "em-inc-search-prev")
        _ = cel_bind_command_mode(el, "v", "tileshell-edit")
    }

    /// After a resize or a resume, while a line is being read: what libedit's reader would do
    /// (its handlers may already be gone: libedit installs them once per line).
    private func signalled() {
        if Interrupts.takeResize() {
            // NB: a refresh redraws from where libedit thinks the line starts: put the cursor
            // there first. Terminals that reflow move it to the row the new width gives, others
            // leave it where the old width put it: go up the larger count of rows, so nothing
            // stale is left above (at worst, a line of earlier output is cleared).
            let columns = Terminal.size(1)?.columns ?? columnsAtLastRead
            if ansi {
                let (text, cursor) = line
                let before = TextWidth.of(prompt + String(decoding: text.utf8.prefix(cursor), as: UTF8.self))
                let rows = max(before / max(1, columns), before / max(1, columnsAtLastRead))
                FileOutput(fd: 1).write((rows > 0 ? "\u{1B}[\(rows)A" : "") + "\r\u{1B}[J")
            }
            columnsAtLastRead = columns
            cel_resize(el)
            _ = cel_refresh(el)
        }
        if Interrupts.takeContinue() {
            // Back from Ctrl-Z: the job shell has usually left the cursor on a fresh line.
            _ = cel_reset_terminal(el)
            if ansi { FileOutput(fd: 1).write(Terminal.pasteOn + "\r\u{1B}[J") }
            _ = cel_refresh(el)
        }
    }

    private func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        switch reader.next() {
        case .character(let scalar):
            character.pointee = wchar_t(bitPattern: scalar.value)
            return 1
        case .endOfInput:
            return 0
        case .failed:
            return -1
        }
    }

    private static func from(_ el: OpaquePointer?) -> LineEditor? {
        guard let el, let data = cel_client_data(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    private func code(for action: EditorAction) -> UInt8 {
        switch action {
        case .refresh: UInt8(CC_REFRESH)
        case .beep: UInt8(CC_REFRESH_BEEP)
        case .redisplay: UInt8(CC_REDISPLAY)
        }
    }

    // MARK: Reading

    /// Reads one line with editing. Blocks until Enter, Ctrl-C, Ctrl-D or a paste with a newline.
    func readLine() -> EditorInput {
        pastedLines = []
        breakRequested = false
        columnsAtLastRead = Terminal.size(1)?.columns ?? 80
        if !prefill.isEmpty { cel_push(el, Self.prefillKeys) }
        if ansi { FileOutput(fd: 1).write(Terminal.pasteOn) }
        defer { if ansi { FileOutput(fd: 1).write(Terminal.pasteOff) } }
        while true {
            _ = cel_prepare_terminal(el)
            var count: Int32 = 0
            let result = cel_wgets(el, &count)
            let error = errno
            guard let result else {
                if count < 0 && error == EINTR {
                    if Interrupts.take() {
                        prefill = ""
                        return .interrupted
                    }
                    continue
                }
                return .endOfInput
            }
            var text = Self.string(result, count: Int(count))
            if text.last == "\n" { text.removeLast() }
            if breakRequested { return .brokenLine(text) }
            let lines = [text] + pastedLines
            pastedLines = []
            return .lines(lines)
        }
    }

    /// Adds a line to the history that Up, Down and Ctrl-R recall.
    func addToHistory(_ line: String) {
        let wide = Self.wide(line)
        _ = wide.withUnsafeBufferPointer { cel_history_enter(history, $0.baseAddress) }
    }

    // MARK: The line being edited

    /// The line being edited and the cursor, as a UTF-8 byte offset.
    var line: (text: String, cursor: Int) {
        guard let info = cel_wline(el)?.pointee, let buffer = info.buffer else { return ("", 0) }
        let length = max(0, info.lastchar - buffer)
        let cursorIndex = min(length, max(0, info.cursor - buffer))
        let text = Self.string(buffer, count: length)
        let before = Self.string(buffer, count: cursorIndex)
        return (text, before.utf8.count)
    }

    /// Replaces the text from UTF-8 byte offset `start` to the cursor with `text`.
    func replace(from start: Int, with text: String) {
        let (line, cursor) = self.line
        let removed = line.utf8.prefix(cursor).dropFirst(max(0, min(start, cursor)))
        let count = String(decoding: removed, as: UTF8.self).unicodeScalars.count
        if count > 0 { cel_deletestr(el, Int32(clamping: count)) }
        insert(text)
    }

    /// Inserts text at the cursor, literally (a tab is a tab).
    func insert(_ text: String) {
        guard !text.isEmpty else { return }
        let wide = Self.wide(text)
        _ = wide.withUnsafeBufferPointer { cel_winsertstr(el, $0.baseAddress) }
    }

    /// Moves the cursor by `count` characters (negative: left).
    func moveCursor(by count: Int) { _ = cel_cursor(el, Int32(clamping: count)) }

    /// Writes to the terminal between libedit's own output (say, a list of candidates).
    func write(_ text: String) {
        fflush(nil)
        FileOutput(fd: 1).write(text)
    }

    // MARK: Bracketed paste

    /// Reads pasted text up to the end marker. Without a newline it is inserted at the cursor;
    /// with one, the edited line is split there: the first line is accepted now, the other
    /// whole lines come back with it, and what follows the last newline starts the next line.
    private func paste() -> UInt8 {
        var scalars: [Unicode.Scalar] = []
        // NB: the last few scalars, to find the end marker even past the paste limit.
        var tail: [Unicode.Scalar] = []
        var character: wchar_t = 0
        while cel_wgetc(el, &character) == 1 {
            let scalar = Unicode.Scalar(UInt32(bitPattern: character)) ?? "\u{FFFD}"
            if scalars.count < Self.maxPasteScalars { scalars.append(scalar) }
            tail.append(scalar)
            if tail.count > Self.pasteEnd.count { tail.removeFirst() }
            if tail.elementsEqual(Self.pasteEnd) {
                if scalars.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) {
                    scalars.removeLast(Self.pasteEnd.count)
                }
                break
            }
        }
        var pasted = String.UnicodeScalarView()
        pasted.append(contentsOf: scalars)
        let text = PastedText.normalizingNewlines(String(pasted))
        guard text.contains("\n") else {
            insert(text)
            return UInt8(CC_REFRESH)
        }
        let (line, cursor) = self.line
        let split = PastedText.split(line: line, cursor: cursor, pasted: text)
        replaceLine(with: split.lines.first ?? "")
        pastedLines = Array(split.lines.dropFirst())
        prefill = split.rest
        prefillCursorFromEnd = split.restAfterCursor
        // NB: returning CC_NEWLINE from a bound function does not end el_wgets; a pushed
        // Return does (libedit 3.1-20221030).
        cel_push(el, "\r")
        return UInt8(CC_REFRESH)
    }

    /// Ctrl-X Ctrl-E: the editor runs below the line; what it gives is accepted as the line and
    /// the lines after it, as a paste is.
    private func editInEditor() -> UInt8 {
        guard let onEditInEditor else { return UInt8(CC_REFRESH_BEEP) }
        let (text, cursor) = line
        // Below the whole line, not the cursor's row of it, so a wrapped line is left intact.
        let columns = max(1, Terminal.size(1)?.columns ?? columnsAtLastRead)
        let before = TextWidth.of(prompt + String(decoding: text.utf8.prefix(cursor), as: UTF8.self))
        let rowsBelow = ansi ? TextWidth.of(prompt + text) / columns - before / columns : 0
        write(String(repeating: "\n", count: max(0, rowsBelow)) + "\r\n")
        guard let lines = onEditInEditor(text) else { return UInt8(CC_REDISPLAY) }
        // An emptied file runs nothing: a fresh prompt, with no empty line accepted before it.
        guard lines.contains(where: { !HistoryFile.isBlank($0) }) else {
            replaceLine(with: "")
            return UInt8(CC_REDISPLAY)
        }
        replaceLine(with: lines.first ?? "")
        pastedLines = Array(lines.dropFirst())
        cel_push(el, "\r")
        return UInt8(CC_REDISPLAY)
    }

    private func insertPrefill() -> UInt8 {
        insert(prefill)
        moveCursor(by: -prefillCursorFromEnd)
        prefill = ""
        prefillCursorFromEnd = 0
        return UInt8(CC_REFRESH)
    }

    private func replaceLine(with text: String) {
        let (line, cursor) = self.line
        let after = String(decoding: line.utf8.dropFirst(cursor), as: UTF8.self).unicodeScalars.count
        moveCursor(by: after)
        let all = line.unicodeScalars.count
        if all > 0 { cel_deletestr(el, Int32(clamping: all)) }
        insert(text)
    }

    // MARK: Wide characters

    private static func string(_ pointer: UnsafePointer<wchar_t>, count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for i in 0..<max(0, count) {
            scalars.append(Unicode.Scalar(UInt32(bitPattern: pointer[i])) ?? "\u{FFFD}")
        }
        return String(scalars)
    }

    private static func wide(_ text: String) -> [wchar_t] {
        text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
    }
}

extension LineEditor {
    /// Takes charge of the terminal, starts a line editor with `prompt`, runs `body` with it
    /// and the terminal's kind, and gives the terminal back; 1 when no editor could start.
    static func session(prompt: String, err: OutputSink, _ body: (LineEditor, Terminal.Kind) -> Int32) -> Int32 {
        let kind = Terminal.Kind(term: ProcessEnvironment.current()["TERM"])
        Terminal.useUTF8Locale()
        Terminal.takeCharge(of: 0, kind: kind)
        defer { Terminal.restore() }
        if let problem = cel_load() {
            err.write(
                "tileshell: error: cannot start the line editor: \(String(cString: problem)); install libedit (Debian: "
                    + "libedit2), or run a script: tileshell FILE\n")
            return 1
        }
        guard let editor = LineEditor(program: "tileshell", prompt: prompt, ansi: kind == .ansi) else {
            err.write("tileshell: error: cannot start the line editor\n")
            return 1
        }
        return body(editor, kind)
    }
}
