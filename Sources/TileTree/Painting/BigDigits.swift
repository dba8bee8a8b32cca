/// A three-row digit face standing in for SwiftUI's `.largeTitle` in a terminal.
public enum BigDigits {
    public static let rows = 3

    /// The faces of "0"–"9", then "-", then the face of anything else.
    /// NB: an array indexed by the digit: a `[Character: [String]]` lookup and a string built per
    /// row were most of the cost of a tile's digits.
    static let faces: [[String]] = [
        ["┏━┓", "┃ ┃", "┗━┛"],
        ["╺┓ ", " ┃ ", "╺┻╸"],
        ["╺━┓", "┏━┛", "┗━╸"],
        ["╺━┓", " ━┫", "╺━┛"],
        ["╻ ╻", "┗━┫", "  ╹"],
        ["┏━╸", "┗━┓", "╺━┛"],
        ["┏━╸", "┣━┓", "┗━┛"],
        ["╺━┓", "  ┃", "  ╹"],
        ["┏━┓", "┣━┫", "┗━┛"],
        ["┏━┓", "┗━┫", "╺━┛"],
        ["   ", "╺━╸", "   "],
        ["   ", " ? ", "   "],
    ]

    /// The face of one character of a number's text (digits and '-'; anything else shows "?").
    public static func face(of character: Character) -> [String] {
        guard let ascii = character.asciiValue else { return faces[11] }
        return face(ofASCII: ascii)
    }

    /// The face of one byte of a number's text.
    @inline(__always)
    public static func face(ofASCII byte: UInt8) -> [String] {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): faces[Int(byte - UInt8(ascii: "0"))]
        case UInt8(ascii: "-"): faces[10]
        default: faces[11]
        }
    }

    /// The face's width in cells for a number's decimal text: 3 per glyph, 1 between.
    public static func width(of text: String) -> Int {
        text.isEmpty ? 0 : text.count * 4 - 1
    }

    /// The three rows for a number's decimal text (digits and '-').
    public static func render(_ text: String) -> [String] {
        var rows = [String](repeating: "", count: Self.rows)
        for r in 0..<Self.rows { rows[r].reserveCapacity(text.utf8.count * 10) }
        for (i, ch) in text.enumerated() {
            let g = face(of: ch)
            for r in 0..<Self.rows {
                if i > 0 { rows[r] += " " }
                rows[r] += g[r]
            }
        }
        return rows
    }
}
