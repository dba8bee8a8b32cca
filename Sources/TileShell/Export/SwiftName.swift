/// Swift identifiers for session names: ASCII camel case as swift-format's defaults ask (types
/// UpperCamelCase, cases and properties lowerCamelCase), keywords in backticks.
enum SwiftName {
    /// Words that must be written in backticks to be used as a name.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_", "some", "any", "Type", "Protocol", "package",
    ]

    /// `name` in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }

    /// `my_case` → `myCase`, `USD` → `usd`, `HTTPCode` → `httpCode`; a name with no ASCII letter
    /// or digit left, or starting with a digit, gets `fallback` in front.
    static func lowerCamel(_ name: String, fallback: String) -> String {
        let words = words(of: name)
        guard var first = words.first else { return fallback }
        first = lowercasingLeadingCapitals(first)
        let rest = words.dropFirst().map(capitalized)
        let joined = first + rest.joined()
        return joined.first?.isNumber == true ? fallback + capitalized(joined) : joined
    }

    /// `size` → `Size`, `berry_kind` → `BerryKind`.
    static func upperCamel(_ name: String, fallback: String) -> String {
        let joined = words(of: name).map(capitalized).joined()
        guard let first = joined.first else { return fallback }
        return first.isNumber ? fallback + joined : joined
    }

    /// The parts of a name between underscores, spaces or punctuation; a non-ASCII character
    /// becomes `U` and its hex code (swift-format asks for ASCII identifiers).
    static func words(of name: String) -> [String] {
        var ascii = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                ascii.unicodeScalars.append(scalar)
            } else if scalar.isASCII {
                ascii += "_"
            } else {
                ascii += "_U" + String(scalar.value, radix: 16, uppercase: true) + "_"
            }
        }
        return ascii.split(separator: "_").map(String.init)
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `USD` → `usd`, `HTTPCode` → `httpCode`, `Size` → `size`.
    static func lowercasingLeadingCapitals(_ word: String) -> String {
        let chars = Array(word)
        var end = 0
        while end < chars.count && chars[end].isUppercase { end += 1 }
        // NB: in `HTTPCode` the `C` starts the next word, so it stays a capital.
        if end > 1 && end < chars.count && chars[end].isLowercase { end -= 1 }
        return String(chars[..<end]).lowercased() + String(chars[end...])
    }
}

/// Hands out names that are unique in one scope, numbering a name already taken (`size2`).
struct NameScope {
    private var taken: Set<String>

    init(reserved: Set<String> = []) { taken = reserved }

    mutating func claim(_ base: String) -> String {
        var name = base
        var n = 2
        while taken.contains(name) {
            name = base + String(n)
            n += 1
        }
        taken.insert(name)
        return name
    }
}
