import SwiftLesson

/// `String`: its conversions (`String(x)`, `String(format:)`, `String(repeating:count:)`) and
/// `String.init` as a value (`items.map(String.init)`).
enum StringType {
    static let entry = TypeEntry(
        name: "String", role: .served,
        staticMember: { use in use.name == "init" ? .method(receiver: .type(use.type), name: use.name) : nil },
        initializer: initializer)

    @Sendable static func initializer(_ use: TypeEntry.StaticUse) throws -> Value? {
        let (args, i, range) = (use.args ?? [], use.interpreter, use.range)
        guard let f = args.first else { return .string("") }
        if f.label == "format" {
            guard case .string(let format) = i.unbound(f.value) else { return .string("") }
            let text = Printf.format(format, args.dropFirst().first.map { i.unbound($0.value) } ?? .void)
            try i.charge(bytes: format.utf8.count + text.utf8.count, range)
            return .string(text)
        }
        if f.label == "repeating", let count = args.labeled("count") {
            let n = try i.int(count.value, count.range)
            guard n >= 0, n <= 100_000 else {
                throw i.error("'String(repeating:count:)' count \(n) is out of range", range)
            }
            let text = try i.string(f.value, f.range)
            let bytes = text.utf8.count.multipliedReportingOverflow(by: n)
            try i.checkSize(bytes, range)
            try i.charge(elements: n, bytes: bytes.partialValue, range)
            return .string(String(repeating: text, count: n))
        }
        return .string(i.describe(i.unbound(f.value)))
    }
}
