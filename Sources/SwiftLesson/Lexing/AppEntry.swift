/// Whether a file is an app's entry point, `@main struct Moonshot: App { … }`: the file that
/// makes its folder an app target. Read from the tokens, so a comment or a string that mentions
/// `@main` does not count; a file that does not hold the bytes `@main` is not lexed at all.
///
///     AppEntry.declares(SourceFile(path: "A.swift", text: "@main\nstruct A: App {}")) // true
public enum AppEntry {
    public static func declares(_ file: SourceFile) -> Bool {
        guard contains(file.bytes, Array("@main".utf8)) else { return false }
        let tokens = Lexer.tokenize(file).tokens
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .attribute, tokens[i].text == "main" else { continue }
            var j = i + 1
            // NB: other attributes and modifiers may come between: `@main @MainActor final class`.
            while j < tokens.count, tokens[j].kind == .attribute || isModifier(tokens[j]) { j += 1 }
            guard j + 1 < tokens.count, tokens[j].text == "struct" || tokens[j].text == "class",
                tokens[j + 1].kind == .identifier
            else { continue }
            j += 2
            var inheritance = false
            while j < tokens.count, !tokens[j].isPunctuation("{") {
                if tokens[j].isPunctuation(":") { inheritance = true }
                if inheritance, tokens[j].kind == .identifier, tokens[j].text == "App" { return true }
                j += 1
            }
        }
        return false
    }

    static func isModifier(_ token: Token) -> Bool {
        ["public", "internal", "fileprivate", "private", "final", "package"].contains(token.text)
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var i = 0
        while i + needle.count <= bytes.count {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
