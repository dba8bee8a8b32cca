import Foundation

extension FoundationFormatting {
    /// What a locale is for, as POSIX splits it: each has its own environment variable.
    public enum Category: String, Sendable {
        /// Prices: `LC_MONETARY`.
        case monetary = "LC_MONETARY"
        /// Dates: `LC_TIME`.
        case time = "LC_TIME"
    }

    /// The locale identifier to format `category` with, such as `en_US`.
    ///
    /// Takes `flag` (from `--locale`) when it is given and non-empty, otherwise the first
    /// non-empty of `LC_ALL`, the category's own variable (`LC_MONETARY` or `LC_TIME`) and `LANG`
    /// in `environment`, as POSIX orders them. The encoding and modifier are dropped
    /// (`de_DE.UTF-8@euro` gives `de_DE`) and `-` becomes `_` (`en-US` gives `en_US`). `C`,
    /// `POSIX` or nothing at all give `en_US`.
    ///
    /// Pure: reads nothing but its arguments. Does not check that the locale exists; see
    /// ``isKnownLocale(_:)``.
    public static func resolveLocale(flag: String?, environment: [String: String], category: Category) -> String {
        let raw: String?
        if let flag, !flag.isEmpty {
            raw = flag
        } else {
            raw = ["LC_ALL", category.rawValue, "LANG"].lazy
                .compactMap { environment[$0] }
                .first { !$0.isEmpty }
        }
        let id = canonicalIdentifier(raw ?? "")
        return id.isEmpty || id == "C" || id == "POSIX" ? "en_US" : id
    }

    /// Whether Foundation has locale data for `id`. Accepts `en_US` and `en-US` alike (and an
    /// encoding suffix such as `.UTF-8`), so `--locale xx_YY` can be rejected with a clear error.
    public static func isKnownLocale(_ id: String) -> Bool {
        let canonical = canonicalIdentifier(id)
        // NB: the usual answers without asking ICU: listing its locales was a third of start-up.
        if commonIdentifiers.contains(canonical) || knownIdentifiers.contains(canonical) { return true }
        // `zh_CN`: ICU lists `zh_Hans_CN` but takes a known language with a known region as it is.
        let parts = canonical.split(separator: "_", omittingEmptySubsequences: false)
        return parts.count == 2 && knownIdentifiers.contains(String(parts[0]))
            && knownRegions.contains(String(parts[1]))
    }

    /// The regions ICU has locale data for: the last part of its identifiers (`CN` of `zh_Hans_CN`).
    private static let knownRegions = Set(
        knownIdentifiers.compactMap { id in
            id.split(separator: "_").dropFirst().last.flatMap { $0.count == 2 || $0.count == 3 ? String($0) : nil }
        })

    /// Locales every ICU has (a test checks each against `Locale.availableIdentifiers`).
    static let commonIdentifiers: Set<String> = [
        "en_US", "en_GB", "en_CA", "en_AU", "en_IN", "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CA", "fr_CH", "es_ES",
        "es_MX", "it_IT", "nl_NL", "pt_BR", "pt_PT", "sv_SE", "nb_NO", "da_DK", "fi_FI", "pl_PL", "cs_CZ", "ru_RU",
        "tr_TR", "ja_JP", "ko_KR", "he_IL", "ar_EG", "hi_IN",
    ]

    /// `de_DE.UTF-8@euro` → `de_DE`, `en-US` → `en_US`.
    static func canonicalIdentifier(_ text: String) -> String {
        let base = text.prefix { $0 != "." && $0 != "@" }
        return String(base.map { $0 == "-" ? "_" : $0 })
    }

    /// Read once: `Locale.availableIdentifiers` builds a fresh array on every call.
    private static let knownIdentifiers = Set(Locale.availableIdentifiers)
}
