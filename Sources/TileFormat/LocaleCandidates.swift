import Foundation

extension FoundationFormatting {
    /// The locales to offer for `--locale` when its value starts with `prefix`, sorted: the
    /// common ones when nothing is typed yet (a full list is hundreds long), else every locale
    /// ICU has data for (in `en_US` form, language and region only) that starts with it.
    package static func localeCandidates(prefix: String) -> [String] {
        if prefix.isEmpty { return commonIdentifiers.sorted() }
        let known = Locale.availableIdentifiers.filter { id in
            id.hasPrefix(prefix) && isWellFormed(id) && id.split(separator: "_").count <= 2
        }
        return Set(known + commonIdentifiers.filter { $0.hasPrefix(prefix) }).sorted()
    }
}
