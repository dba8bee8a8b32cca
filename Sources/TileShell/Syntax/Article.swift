/// The indefinite article a message puts before a type or noun it names, chosen by how the word
/// sounds, not how it is spelled: `Article.a("Int")` is `"an Int"`, `Article.a("Decimal?")` is
/// `"a Decimal?"`, `Article.a("Unit")` is `"a Unit"`, `Article.a("SVG")` is `"an SVG"`.
public enum Article {
    /// `noun` with "a" or "an" before it.
    public static func a(_ noun: String) -> String {
        (soundsLikeAVowel(noun) ? "an " : "a ") + noun
    }

    /// Whether `word` starts with a vowel sound: a, e, i, o; u unless it is said "you"; a silent h;
    /// and, for a word in capitals (`SVG`, `URL`), the sound of the first letter's name.
    static func soundsLikeAVowel(_ word: String) -> Bool {
        let letters = Array(word.unicodeScalars.prefix(4))
        guard let first = letters.first else { return false }
        if letters.count >= 2, isCapital(first), isCapital(letters[1]) {
            return "AEFHILMNORSX".unicodeScalars.contains(first)
        }
        let start = String(String.UnicodeScalarView(letters)).lowercased()
        switch start.first {
        case "a", "i": return true
        case "e": return !start.hasPrefix("eu")
        case "o": return !start.hasPrefix("one") && !start.hasPrefix("once")
        case "u": return !youPrefixes.contains { start.hasPrefix($0) }
        case "h": return silentH.contains { start.hasPrefix($0) }
        default: return false
        }
    }

    /// Beginnings of u-words said with "you" (`Unit`, `User`, `Usage`, `Utility`, `URI`).
    private static let youPrefixes = ["uni", "use", "usa", "usu", "uti", "ura", "ure", "uri", "uro", "ubi", "uvu"]

    /// Beginnings of words whose h is silent (`Hour`, `Honest`, `Honour`, `Heir`).
    private static let silentH = ["hour", "hon", "heir"]

    private static func isCapital(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
}
