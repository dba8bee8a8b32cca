/// The file names of a preview's goldens, by one rule, the same on every machine:
///
/// - every character but `A`–`Z`, `a`–`z`, `0`–`9`, `.`, `_` and `-` becomes `_` (a space, a
///   slash, a colon, an accented letter, an emoji: each of its Unicode scalars one `_`);
/// - a leading `.` becomes `_`, so that no golden is hidden;
/// - the result is cut to 120 characters, and an empty name is `_`.
///
/// Two previews of one file whose names map alike (compared without case, as the file systems of
/// macOS and Windows compare) are an error, since their goldens would overwrite each other.
///
///     SnapshotName.file("Dark mode: iPhone")  // "Dark_mode__iPhone"
///     SnapshotName.file(".hidden")            // "_hidden"
public enum SnapshotName {
    /// The longest name a golden's stem may have, before its variant and extension.
    public static let maxLength = 120

    /// The rule in one line, for errors and help.
    public static let rule =
        "a golden's name keeps A-Z, a-z, 0-9, '.', '_' and '-', makes anything else and a leading '.' a '_', "
        + "and is cut to \(maxLength) characters"

    public static func file(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            guard out.unicodeScalars.count < maxLength else { break }
            let v = scalar.value
            let keeps =
                (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) || v == 0x2E
                || v == 0x5F || v == 0x2D
            out.unicodeScalars.append(keeps ? scalar : "_")
        }
        if out.hasPrefix(".") { out = "_" + out.dropFirst() }
        return out.isEmpty ? "_" : out
    }

    /// The first two names that map to one file name, without regard to case; nil when none do.
    public static func clash(_ names: [String]) -> (first: String, second: String)? {
        var seen: [String: String] = [:]
        for name in names {
            let key = file(name).lowercased()
            if let first = seen[key], first != name { return (first, name) }
            seen[key] = name
        }
        return nil
    }
}
