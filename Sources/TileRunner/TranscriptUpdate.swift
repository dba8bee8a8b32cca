import TileShell
import TileTranscript

/// A transcript file's bytes with only the expected output of mismatched commands replaced:
/// commentary, settings and `  $ ` lines keep every byte (CRLF, invalid UTF-8), and new output
/// lines take the line ending of the command they follow. A new line that would read back as
/// something else than what was printed is written escaped (`TranscriptLine.outputLine`).
///
/// Example: `TranscriptUpdate.apply(to: bytes, actual: outputs)`
enum TranscriptUpdate {
    struct Line {
        var content: ArraySlice<UInt8>
        var ending: ArraySlice<UInt8>
        /// The content as `Transcript.parse` sees it.
        var text: String
    }

    /// Splits at LF; a CR before the LF belongs to the ending, as `SourceLine.lines` reads it.
    static func lines(_ bytes: [UInt8]) -> [Line] {
        var out: [Line] = []
        var start = 0
        while start < bytes.count {
            guard let nl = bytes[start...].firstIndex(of: 0x0A) else {
                let content = bytes[start...]
                out.append(Line(content: content, ending: [], text: String(decoding: content, as: UTF8.self)))
                break
            }
            let cut = nl > start && bytes[nl - 1] == 0x0D ? nl - 1 : nl
            let content = bytes[start..<cut]
            out.append(
                Line(content: content, ending: bytes[cut...nl], text: String(decoding: content, as: UTF8.self)))
            start = nl + 1
        }
        return out
    }

    /// `bytes` with the expected output of each command (in order) replaced by `actual` where
    /// they do not match; unchanged bytes when everything matches.
    static func apply(to bytes: [UInt8], actual: [[String]]) -> [UInt8] {
        let all = lines(bytes)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        var k = 0
        while i < all.count {
            var line = all[i]
            out += line.content
            out += line.ending
            i += 1
            guard line.text.hasPrefix(Transcript.commandPrefix) else { continue }
            // NB: a command's later lines are kept as written; its output follows the last one.
            while i < all.count, all[i].text.hasPrefix(Transcript.continuationPrefix) {
                line = all[i]
                out += line.content
                out += line.ending
                i += 1
            }
            let start = i
            while i < all.count, all[i].text.hasPrefix(Transcript.outputPrefix) || all[i].text == " ",
                !all[i].text.hasPrefix(Transcript.commandPrefix)
            {
                i += 1
            }
            let expected = all[start..<i].map {
                String($0.text.dropFirst(min(Transcript.outputPrefix.count, $0.text.count)))
            }
            let got = k < actual.count ? actual[k] : []
            k += 1
            if Transcript.matches(expected: expected, actual: got) {
                for kept in all[start..<i] {
                    out += kept.content
                    out += kept.ending
                }
                continue
            }
            let ending: [UInt8] = line.ending.isEmpty ? [0x0A] : Array(line.ending)
            if line.ending.isEmpty && !got.isEmpty { out += ending }
            for l in got { out += Array(TranscriptLine.outputLine(l).utf8) + ending }
            // NB: the old block's last line may have lacked an ending (end of file); so may ours.
            if i == all.count, let last = all[start..<i].last, last.ending.isEmpty, !got.isEmpty {
                out.removeLast(ending.count)
            }
        }
        return out
    }
}
