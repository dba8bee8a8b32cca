import TileRender
import TileText

/// Word wrapping by display width.
public enum Wrap {
    /// The text made visible, and its width, when it is one line that fits `width`; else nil.
    public static func singleLine(_ text: String, width: Int) -> (text: String, width: Int)? {
        var text = text
        guard !text.withUTF8({ $0.contains(0x0A) }) else { return nil }
        let line = Sanitizer.visible(text)
        let lineWidth = TextWidth.of(line)
        return lineWidth <= width ? (line, lineWidth) : nil
    }

    public static func lines(_ text: String, width: Int) -> [String] {
        // NB: most texts are one line that fits: no splitting (a third of drawing a text).
        if let line = singleLine(text, width: width) { return [line.text] }
        var out: [String] = []
        // NB: newlines break lines (as in SwiftUI's Text); every other control character is
        // made visible so user text can never drive the terminal.
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let paragraph = Sanitizer.visible(String(raw))
            if TextWidth.of(paragraph) <= width {
                out.append(paragraph)
                continue
            }
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let w = TextWidth.of(String(word))
                if lineWidth > 0 && lineWidth + 1 + w <= width {
                    line += " " + word
                    lineWidth += 1 + w
                    continue
                }
                if lineWidth > 0 {
                    out.append(line)
                    line = ""
                    lineWidth = 0
                }
                // A word longer than the width is broken by characters.
                for ch in word {
                    let cw = TextWidth.of(ch)
                    if lineWidth + cw > width && lineWidth > 0 {
                        out.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(ch)
                    lineWidth += cw
                }
            }
            out.append(line)
        }
        return out
    }
}
