import Foundation

extension FoundationFormatting {
    /// What a locale is for, as POSIX splits it: each has its own environment variable.
    package enum Category: String, Sendable {
        /// Prices: `LC_MONETARY`.
        case monetary = "LC_MONETARY"
        /// Dates: `LC_TIME`.
        case time = "LC_TIME"
    }

    /// The locale identifier to format `category` with, such as `en_US`.
    ///
    /// Takes `flag` (from `--locale`) when it is given and non-empty, otherwise the first
    /// non-empty of `LC_ALL`, the category's own variable (`LC_MONETARY` or `LC_TIME`) and `LANG`
    /// in `environment`, as POSIX orders them. The encoding is dropped, and so is a modifier
    /// (`de_DE.UTF-8@euro` gives `de_DE`) unless it names a script (`sr_RS@latin` gives
    /// `sr_Latn_RS`), and `-` becomes `_` (`en-US` gives `en_US`). `C`,
    /// `POSIX` or nothing at all give `en_US`, and so does a value from the environment that
    /// ``isKnownLocale(_:)`` refuses (see ``environmentWarning(environment:)``).
    ///
    /// Pure: reads nothing but its arguments. The flag is not checked here: the caller refuses an
    /// unknown one with an error, where the environment only earns a warning.
    package static func resolveLocale(flag: String?, environment: [String: String], category: Category) -> String {
        if let flag, !flag.isEmpty { return posixDefault(canonicalIdentifier(flag)) }
        guard let (_, raw) = environmentChoice(environment, category: category) else { return "en_US" }
        return acceptedFromEnvironment(raw) ?? "en_US"
    }

    /// One line saying which locale variables were ignored, or nil when none was: shown once per
    /// run, whichever categories read the same variable.
    ///
    /// `["LANG": "en;currency=EUR"]` gives `ignoring unknown locale 'en;currency=EUR' from LANG;
    /// using en_US` (the value passed through `escape` for display).
    package static func environmentWarning(environment: [String: String], escape: (String) -> String = { $0 })
        -> String?
    {
        var refused: [(variable: String, value: String)] = []
        for category in [Category.monetary, .time] {
            guard let (variable, raw) = environmentChoice(environment, category: category),
                acceptedFromEnvironment(raw) == nil, !refused.contains(where: { $0.variable == variable })
            else { continue }
            refused.append((variable, raw))
        }
        guard !refused.isEmpty else { return nil }
        let list = refused.map { "'\(escape($0.value))' from \($0.variable)" }.joined(separator: " and ")
        return "ignoring unknown locale \(list); using en_US"
    }

    /// The variable and value POSIX reads `category` from, if any is set and non-empty.
    private static func environmentChoice(_ environment: [String: String], category: Category) -> (String, String)? {
        for variable in ["LC_ALL", category.rawValue, "LANG"] {
            if let value = environment[variable], !value.isEmpty { return (variable, value) }
        }
        return nil
    }

    /// The identifier an environment value stands for, or nil when it is not a known locale.
    private static func acceptedFromEnvironment(_ raw: String) -> String? {
        guard isPOSIXName(raw) else { return nil }
        let id = posixDefault(canonicalIdentifier(raw))
        return isKnownLocale(id) ? id : nil
    }

    /// Whether `raw` has the shape of a POSIX locale name, `language[_territory][.codeset][@modifier]`
    /// (`de_DE.UTF-8@euro`, `sr_RS@latin`, `C.UTF-8`), whose identifier part is `C`, `POSIX` or
    /// ``isWellFormed(_:)``; codeset and modifier are ASCII letters, digits, `-` and `_`.
    ///
    /// `en;currency=EUR` and `de@collation=phonebook;x` are not: ICU would read them as keywords.
    package static func isPOSIXName(_ raw: String) -> Bool {
        let bytes = Array(raw.utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "@")) ?? bytes.count
        let dot = bytes[..<at].firstIndex(of: UInt8(ascii: ".")) ?? at
        let isTag = { (part: ArraySlice<UInt8>) in
            (1...32).contains(part.count)
                && part.allSatisfy { isASCIILetter($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x5F }
        }
        if dot < at && !isTag(bytes[(dot + 1)..<at]) { return false }
        if at < bytes.count && !isTag(bytes[(at + 1)...]) { return false }
        let id = canonicalIdentifier(raw)
        return id == "C" || id == "POSIX" || isWellFormed(id)
    }

    /// Removes from the process environment every locale variable (`LANG`, `LC_*`) that is set in
    /// `environment` (the process's, as read at start) and is not ``isPOSIXName(_:)``; call it
    /// before anything formats.
    ///
    /// NB: ICU reads `LC_ALL`, `LC_MESSAGES` and `LANG` itself for its default locale, whatever
    /// locale a formatter is given, and `LANG='en;currency=EUR'` or a name of 300 letters crashes it
    /// there. What this removes ``resolveLocale(flag:environment:category:)`` ignores anyway.
    package static func removeUnsafeLocaleVariables(of environment: [String: String]) {
        for (name, value) in environment
        where (name == "LANG" || name.hasPrefix("LC_")) && !value.isEmpty && !isPOSIXName(value) {
            unsetenv(name)
        }
    }

    private static func posixDefault(_ id: String) -> String {
        id.isEmpty || id == "C" || id == "POSIX" ? "en_US" : id
    }

    /// Whether `id` has the shape of a locale identifier: a language of 2 to 8 ASCII letters, then
    /// at most three `_`-separated parts of 1 to 8 ASCII letters or digits (`zh_Hans_CN`,
    /// `es_419`, `en_US_POSIX`).
    ///
    /// NB: ICU reads `;`, `=`, `@` and other punctuation as keywords, and some such names (as
    /// `en;currency=EUR`) crash it inside its locale set-up; names of this shape never reach that.
    package static func isWellFormed(_ id: String) -> Bool {
        let parts = id.utf8.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count), let language = parts.first, (2...8).contains(language.count),
            language.allSatisfy(isASCIILetter)
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { isASCIILetter($0) || (0x30...0x39).contains($0) }
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// What is handed to Foundation (and so to ICU) for `locale`: its canonical form when that is
    /// well-formed, else `en_US`, so that no caller can pass ICU a name that crashes it.
    static func foundationIdentifier(_ locale: String) -> String {
        let id = canonicalIdentifier(locale)
        return isWellFormed(id) ? id : "en_US"
    }

    /// Whether Foundation has locale data for `id`. Accepts `en_US` and `en-US` alike (and an
    /// encoding suffix such as `.UTF-8`), so `--locale xx_YY` can be rejected with a clear error.
    package static func isKnownLocale(_ id: String) -> Bool {
        let canonical = canonicalIdentifier(id)
        // NB: the usual answers without asking ICU: listing its locales was a third of start-up.
        if commonIdentifiers.contains(canonical) || knownIdentifiers.contains(canonical) { return true }
        // `zh_CN`: ICU lists `zh_Hans_CN` but takes a known language with a known region as it is;
        // the same for a known language and script (`ks_Deva`) with a known region.
        let parts = canonical.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[1].count == 4), let region = parts.last else {
            return false
        }
        return knownIdentifiers.contains(parts.dropLast().joined(separator: "_"))
            && knownRegions.contains(String(region))
    }

    /// The regions ICU has locale data for: the last part of its identifiers (`CN` of `zh_Hans_CN`).
    private static let knownRegions = Set(
        knownIdentifiers.compactMap { id in
            id.split(separator: "_").dropFirst().last.flatMap { $0.count == 2 || $0.count == 3 ? String($0) : nil }
        })

    /// Locales every ICU has (a test checks each against `Locale.availableIdentifiers`).
    /// NB: an array, searched in order (30 names): start-up checks a locale here, and making a
    /// `Set` first paid for its generic metadata before the first command ran.
    static let commonIdentifiers: [String] = [
        "en_US", "en_GB", "en_CA", "en_AU", "en_IN", "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CA", "fr_CH", "es_ES",
        "es_MX", "it_IT", "nl_NL", "pt_BR", "pt_PT", "sv_SE", "nb_NO", "da_DK", "fi_FI", "pl_PL", "cs_CZ", "ru_RU",
        "tr_TR", "ja_JP", "ko_KR", "he_IL", "ar_EG", "hi_IN",
    ]

    /// `de_DE.UTF-8@euro` → `de_DE`, `en-US` → `en_US`, `sr_RS@latin` → `sr_Latn_RS`.
    ///
    /// The codeset is dropped, and so is a modifier, except one that names a script, which
    /// becomes the identifier's script part (see ``scriptModifiers``).
    static func canonicalIdentifier(_ text: String) -> String {
        // NB: by bytes, not `Character`s: a locale name is ASCII, and this runs at start-up.
        let bytes = text.utf8
        let base = bytes.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") }
        let id = String(decoding: base.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")) else { return id }
        let modifier = String(decoding: bytes[bytes.index(after: at)...], as: UTF8.self).lowercased()
        guard let script = scriptModifiers.first(where: { $0.modifier == modifier })?.script else { return id }
        var parts = id.split(separator: "_", omittingEmptySubsequences: false)
        // An identifier that already names a script (`sr_Latn_RS@latin`) keeps its own.
        guard let language = parts.first, !language.isEmpty, parts.dropFirst().first?.count != 4 else { return id }
        parts.insert(Substring(script), at: 1)
        return parts.joined(separator: "_")
    }

    /// The POSIX locale modifiers that name a script (glibc's `sr_RS@latin`, `uz_UZ@cyrillic`,
    /// `be_BY@latin`, `ks_IN@devanagari`, `tt_RU@iqtelif`), with the ISO 15924 code ICU takes for it.
    ///
    /// NB: dropping them wrote Serbian in Cyrillic for `sr_RS@latin`. The other modifiers glibc has
    /// (`@euro`, `@valencia`, `@abegede`, `@saaho`) name no script and are dropped.
    static let scriptModifiers: [(modifier: String, script: String)] = [
        ("latin", "Latn"), ("cyrillic", "Cyrl"), ("devanagari", "Deva"), ("iqtelif", "Latn"),
    ]

    /// Read once: `Locale.availableIdentifiers` builds a fresh array on every call.
    private static let knownIdentifiers = Set(Locale.availableIdentifiers)
}
