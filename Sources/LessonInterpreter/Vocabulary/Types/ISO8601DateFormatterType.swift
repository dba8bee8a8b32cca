import SwiftLesson

/// `ISO8601DateFormatter().date(from: "2026-11-29T12:00:00Z")`, how the export writes a date:
/// the date, or nil for text that is not one. NB: a formatter with its default options holds
/// nothing a preview reads, so a made one is the type itself and `date(from:)` its call.
enum ISO8601DateFormatterType {
    static let entry = TypeEntry(
        name: "ISO8601DateFormatter", role: .served, staticCall: call, initializer: { use in .type(use.type) })

    @Sendable static func call(_ use: TypeEntry.StaticUse) throws -> Value? {
        guard use.name == "date", let text = use.args?.labeled("from") else { return nil }
        guard case .string(let s) = use.interpreter.unbound(text.value) else { return .null }
        try use.interpreter.charge(bytes: s.utf8.count, use.range)
        return use.interpreter.formatting.date(iso8601: s).map { .date($0) } ?? .null
    }
}
