/// A three-row digit face standing in for SwiftUI's `.largeTitle` in a terminal.
public enum BigDigits {
    public static let rows = 3

    static let glyphs: [Character: [String]] = [
        "0": ["┏━┓", "┃ ┃", "┗━┛"],
        "1": ["╺┓ ", " ┃ ", "╺┻╸"],
        "2": ["╺━┓", "┏━┛", "┗━╸"],
        "3": ["╺━┓", " ━┫", "╺━┛"],
        "4": ["╻ ╻", "┗━┫", "  ╹"],
        "5": ["┏━╸", "┗━┓", "╺━┛"],
        "6": ["┏━╸", "┣━┓", "┗━┛"],
        "7": ["╺━┓", "  ┃", "  ╹"],
        "8": ["┏━┓", "┣━┫", "┗━┛"],
        "9": ["┏━┓", "┗━┫", "╺━┛"],
        "-": ["   ", "╺━╸", "   "],
    ]

    /// The face's width in cells for a number's decimal text: 3 per glyph, 1 between.
    public static func width(of text: String) -> Int {
        text.isEmpty ? 0 : text.count * 4 - 1
    }

    /// The three rows for a number's decimal text (digits and '-').
    public static func render(_ text: String) -> [String] {
        var rows = [String](repeating: "", count: Self.rows)
        for (i, ch) in text.enumerated() {
            let g = glyphs[ch] ?? ["   ", " ? ", "   "]
            for r in 0..<Self.rows { rows[r] += (i > 0 ? " " : "") + g[r] }
        }
        return rows
    }
}
