import TileRender
import TileText

/// How text is measured and broken into lines, in points (the system font's estimated widths)
/// or in cells (display width, one row a line). The one place both measures of text live.
public enum TextLayout {
    /// The text's lines for a width (nil: as wide as it wants), and the size they take.
    public static func layout(
        _ text: String, width: Double?, height: Double?, environment env: ViewEnvironment, measure: Measure
    ) -> (lines: [String], size: Size) {
        let font = Self.font(for: text, width: width, environment: env, measure: measure)
        if measure == .cells, let digits = bigDigits(text, font: font, width: width) {
            return ([text], Size(width: digits, height: Double(BigDigits.rows + (env.underline ? 1 : 0))))
        }
        if measure == .cells {
            // NB: the terminal's own wrapping (`Wrap`), lines already made visible.
            let available = max(1, Int(min(width ?? Length.largest, Length.largest)))
            var lines = Wrap.lines(text, width: available)
            cut(&lines, lineHeight: 1, height: height, env: env)
            let w = min(available, lines.map { TextWidth.of($0) }.max() ?? 0)
            return (lines, Size(width: Double(w), height: Double(lines.count)))
        }
        let spacing = env.letterSpacing
        let widthOf = { (line: Substring) in
            max(
                0,
                TextMetrics.width(String(line), size: font.size, weight: font.weight) + spacing * Double(line.count))
        }
        var lines = wrap(text, width: width, widthOf: widthOf)
        cut(&lines, lineHeight: font.lineHeight, height: height, env: env)
        var w = 0.0
        for line in lines { w = max(w, widthOf(Substring(line))) }
        if let width, w > width { w = width }
        return (lines, Size(width: w, height: font.height(lines: lines.count)))
    }

    /// The font text is set in at `width`: in points, a line wider than `width` shrinks its font
    /// as far as `.minimumScaleFactor` lets it (letter spacing does not shrink) before it wraps.
    /// The environment's font in cells, where a terminal has one size.
    public static func font(for text: String, width: Double?, environment env: ViewEnvironment, measure: Measure)
        -> Font
    {
        var font = env.resolvedFont
        guard measure == .points, env.minimumScaleFactor < 1, let width, width.isFinite else { return font }
        var scale = 1.0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let glyphs = TextMetrics.width(String(paragraph), size: font.size, weight: font.weight)
            let room = width - env.letterSpacing * Double(paragraph.count)
            guard glyphs > 0, glyphs > room else { continue }
            // NB: a hair under the exact fit, so that rounding cannot push the line past its width;
            // tracking changes with the size, so the fit is narrowed again until the line fits.
            var fit = max(0, room / glyphs) * (1 - 1e-9)
            for _ in 0..<16 where fit > env.minimumScaleFactor {
                let scaled = TextMetrics.width(String(paragraph), size: font.size * fit, weight: font.weight)
                guard scaled > room, scaled > 0 else { break }
                fit *= max(0, room / scaled) * (1 - 1e-9)
            }
            scale = min(scale, fit)
        }
        scale = max(env.minimumScaleFactor, scale)
        font.size *= scale
        font.lineHeight *= scale
        return font
    }

    /// The size `layout` gives, without making the lines where that is not needed: the text is
    /// one line that fits (the usual case, asked several times by every stack it stands in), or
    /// a width narrower than any character, where each character is a line (a stack asks each
    /// child its smallest width).
    public static func size(
        _ text: String, width: Double?, height: Double?, environment env: ViewEnvironment, measure: Measure
    ) -> Size {
        switch measure {
        case .cells:
            // NB: clean text holds no line feed (`isClean` refuses every control character).
            guard TextLayout.bigDigits(text, font: env.resolvedFont, width: width) == nil, Sanitizer.isClean(text)
            else { break }
            let w = Double(TextWidth.of(text))
            if w <= width ?? Length.largest { return Size(width: w, height: 1) }
            let available = max(1, Int(min(width ?? Length.largest, Length.largest)))
            if available == 1, w > 1, let narrow = narrowest(text, printable: true) {
                let count = kept(narrow.lines, lineHeight: 1, height: height, env: env)
                return Size(width: narrow.hasText ? 1 : 0, height: Double(count))
            }
        case .points:
            let font = Self.font(for: text, width: width, environment: env, measure: measure)
            let spacing = env.letterSpacing
            guard spacing >= 0, !Self.hasLineFeed(text) else { break }
            let oneLine = max(
                0, TextMetrics.width(text, size: font.size, weight: font.weight) + spacing * Double(text.count))
            if fits(oneLine, width ?? .infinity) { return Size(width: oneLine, height: font.height(lines: 1)) }
            // NB: no character fits a width narrower than the narrowest glyph.
            if let width, width >= 0, width < TextMetrics.narrowest(size: font.size),
                let narrow = narrowest(text, printable: false)
            {
                let count = kept(narrow.lines, lineHeight: font.lineHeight, height: height, env: env)
                return Size(width: narrow.hasText ? width : 0, height: font.height(lines: count))
            }
        }
        return layout(text, width: width, height: height, environment: env, measure: measure).size
    }

    /// How one paragraph wraps when no character fits the width beside another (a width of 0):
    /// a line for each character but a space, and an empty line after a last space; whether the
    /// first line holds a character. Nil where `printable` asks for printable ASCII and it is not.
    static func narrowest(_ paragraph: String, printable: Bool) -> (lines: Int, hasText: Bool)? {
        // NB: in ASCII without a line feed each byte is a character: counted without breaking
        // the text into characters (a third of the answer's cost).
        var characters = 0
        var ascii = true
        for byte in paragraph.utf8 {
            guard byte < 0x80 else {
                ascii = false
                break
            }
            if printable, byte < 0x20 || byte == 0x7F { return nil }
            if byte != UInt8(ascii: " ") { characters += 1 }
        }
        if !ascii {
            if printable { return nil }
            characters = 0
            for ch in paragraph where ch != " " { characters += 1 }
        }
        let endsInSpace = ascii ? paragraph.utf8.last == UInt8(ascii: " ") : paragraph.last == " "
        let lines = paragraph.isEmpty ? 1 : characters + (endsInSpace ? 1 : 0)
        return (max(1, lines), characters > 0)
    }

    /// Whether the text holds a line feed, read over its bytes in place.
    static func hasLineFeed(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0x0A) } ?? text.utf8.contains(0x0A)
    }

    /// Drops the lines past the line limit and past what `height` holds (one line at least).
    static func cut(_ lines: inout [String], lineHeight: Double, height: Double?, env: ViewEnvironment) {
        let count = kept(lines.count, lineHeight: lineHeight, height: height, env: env)
        if lines.count > count { lines.removeLast(lines.count - count) }
    }

    /// How many of `count` lines `cut` keeps.
    static func kept(_ count: Int, lineHeight: Double, height: Double?, env: ViewEnvironment) -> Int {
        var limit = env.lineLimit ?? Int.max
        if let height, height.isFinite, lineHeight > 0 { limit = min(limit, max(1, Int(height / lineHeight))) }
        return count > limit ? max(1, limit) : count
    }

    /// The width of seed 1's big-digit face when the text is a number set in `.largeTitle` and
    /// the face leaves a column free on each side of `width`; else nil (plain text, bold).
    public static func bigDigits(_ text: String, font: Font, width: Double?) -> Double? {
        let isFace = { (b: UInt8) in (b >= 0x30 && b <= 0x39) || b == 0x2D }
        // NB: over the bytes in place, not through the UTF-8 view's iterator (asked for every text).
        guard font.style == .largeTitle, !text.isEmpty, text.utf8.count <= 64,
            text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isFace) }) ?? text.utf8.allSatisfy(isFace)
        else { return nil }
        let face = Double(text.utf8.count * 4 - 1)
        if let width, face > width - 2 { return nil }
        return face
    }

    /// Whether a line `w` wide fits `width`, within a rounding error (the width a frame gives
    /// back after its padding is taken off).
    @inline(__always)
    static func fits(_ w: Double, _ width: Double) -> Bool { w <= width + 1e-9 * max(1, width.magnitude) }

    /// Lines no wider than `width`: broken at newlines, then between words, and inside a word
    /// only when the word alone is wider.
    public static func wrap(_ text: String, width: Double?, widthOf: (Substring) -> Double) -> [String] {
        var out: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, !fits(widthOf(paragraph), width) else {
                out.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if fits(widthOf(Substring(candidate)), width) {
                    line = candidate
                    continue
                }
                if !line.isEmpty {
                    out.append(line)
                    line = ""
                }
                if fits(widthOf(word), width) {
                    line = String(word)
                    continue
                }
                for ch in word {
                    let next = line + String(ch)
                    if !line.isEmpty && !fits(widthOf(Substring(next)), width) {
                        out.append(line)
                        line = String(ch)
                    } else {
                        line = next
                    }
                }
            }
            out.append(line)
        }
        return out
    }
}
