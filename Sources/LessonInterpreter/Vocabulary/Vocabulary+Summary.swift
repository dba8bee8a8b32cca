extension Vocabulary {
    /// The table as the README lists it: the views with their initializers, the modifiers drawn
    /// (with their signatures) and accepted, and the types by role, in Markdown wrapped at 100
    /// columns. A test keeps the README's copy equal to it, so the list is never stale.
    ///
    ///     **42 views**, with the initializers they take: `AnyView(_:)`, …
    public func markdownSummary() -> String {
        let drawn = Array(modifiers.values)
        let accepted = outside.stillPreviewModifiers.names
        var sections: [(lead: String, items: [String])] = [
            (
                "**\(views.count) views**, with the initializers they take: ",
                views.values.sorted { $0.name < $1.name }.flatMap { Self.written($0.name, $0.signatures) }
            ),
            (
                "**\(drawn.count) modifiers drawn**, with their signatures: ",
                drawn.sorted { $0.name < $1.name }.flatMap { Self.written("." + $0.name, $0.signatures) }
            ),
            (
                "**\(accepted.count) modifiers accepted and drawn without** (gestures, presentations,"
                    + " accessibility, styles of views outside the subset): ",
                accepted.sorted().map { "`.\($0)`" }
            ),
        ]
        let roles: [(TypeEntry.Role, String)] = [
            (.served, "types whose values, members and initializers are served"),
            (.placeholder, "SwiftUI views outside the subset, each drawn as a labelled placeholder with one warning"),
            (.sideEffect, "UIKit and Foundation calls skipped as side effects, each with one warning"),
            (.opaque, "types whose values stand in silently (a calendar, a formatter)"),
        ]
        for (role, title) in roles {
            let outer: [TypeEntry.Role: SortedNames] = [
                .placeholder: outside.placeholders, .sideEffect: outside.sideEffects, .opaque: outside.opaque,
            ]
            let inner = types.values.filter { $0.role == role }.map(\.name)
            let names = (inner + (outer[role]?.names ?? [])).sorted().map { "`\($0)`" }
            sections.append(("**\(names.count) \(title):** ", names))
        }
        sections.append(
            (
                "**\(functions.count) standard library functions:** ",
                functions.keys.sorted().map { "`\($0)`" }
            ))
        sections.append(
            (
                "**\(environment.count) environment values**, as a preview on an iPhone has them: ",
                environment.keys.sorted().map { "`\\.\($0)`" }
            ))
        return sections.map { Self.paragraph($0.lead, $0.items) }.joined(separator: "\n\n") + "\n"
    }

    /// `Text(_:)`, `Text(verbatim:)`: one per signature, as Swift names an initializer; the bare
    /// name when no signature is recorded.
    private static func written(_ name: String, _ signatures: [Signature]) -> [String] {
        if signatures.isEmpty { return ["`\(name)`"] }
        return signatures.map { signature in
            "`\(name)(" + signature.labels.map { ($0 ?? "_") + ":" }.joined() + ")`"
        }
    }

    /// `lead` then the items separated by commas, ending with a full stop, wrapped at 100 columns.
    private static func paragraph(_ lead: String, _ items: [String]) -> String {
        let punctuated = items.enumerated().map { $0.element + ($0.offset == items.count - 1 ? "." : ",") }
        var lines: [String] = []
        var line = ""
        for word in lead.split(separator: " ").map(String.init) + punctuated {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count > 100 {
                lines.append(line)
                line = word
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
