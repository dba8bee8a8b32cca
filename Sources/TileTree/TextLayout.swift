import TileRender

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
                TextMetrics.width(String(line), size: font.size, semibold: font.isBold) + spacing * Double(line.count))
        }
        var lines = wrap(text, width: width, widthOf: widthOf)
        cut(&lines, lineHeight: font.lineHeight, height: height, env: env)
        var w = 0.0
        for line in lines { w = max(w, widthOf(Substring(line))) }
        if let width, w > width { w = width }
        let lineHeight = font.lineHeight
        return (lines, Size(width: w, height: lineHeight * Double(lines.count)))
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
            let glyphs = TextMetrics.width(String(paragraph), size: font.size, semibold: font.isBold)
            let room = width - env.letterSpacing * Double(paragraph.count)
            guard glyphs > 0, glyphs > room else { continue }
            // NB: a hair under the exact fit, so that rounding cannot push the line past its width.
            scale = min(scale, max(0, room / glyphs) * (1 - 1e-9))
        }
        scale = max(env.minimumScaleFactor, scale)
        font.size *= scale
        font.lineHeight *= scale
        return font
    }

    /// The size `layout` gives, without making the lines where the text is one line that fits
    /// (the usual case, asked several times by every stack it stands in).
    public static func size(
        _ text: String, width: Double?, height: Double?, environment env: ViewEnvironment, measure: Measure
    ) -> Size {
        // NB: clean text holds no line feed (`isClean` refuses every control character).
        if measure == .cells, TextLayout.bigDigits(text, font: env.resolvedFont, width: width) == nil,
            Sanitizer.isClean(text)
        {
            let w = Double(TextWidth.of(text))
            if w <= width ?? Length.largest { return Size(width: w, height: 1) }
        }
        return layout(text, width: width, height: height, environment: env, measure: measure).size
    }

    /// Drops the lines past the line limit and past what `height` holds (one line at least).
    static func cut(_ lines: inout [String], lineHeight: Double, height: Double?, env: ViewEnvironment) {
        var limit = env.lineLimit ?? Int.max
        if let height, height.isFinite, lineHeight > 0 { limit = min(limit, max(1, Int(height / lineHeight))) }
        if lines.count > limit { lines.removeLast(lines.count - max(1, limit)) }
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

    /// Lines no wider than `width`: broken at newlines, then between words, and inside a word
    /// only when the word alone is wider.
    public static func wrap(_ text: String, width: Double?, widthOf: (Substring) -> Double) -> [String] {
        var out: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, widthOf(paragraph) > width else {
                out.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if widthOf(Substring(candidate)) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty {
                    out.append(line)
                    line = ""
                }
                if widthOf(word) <= width {
                    line = String(word)
                    continue
                }
                for ch in word {
                    let next = line + String(ch)
                    if !line.isEmpty && widthOf(Substring(next)) > width {
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
