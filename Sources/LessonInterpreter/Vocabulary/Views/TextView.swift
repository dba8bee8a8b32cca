import SwiftLesson
import TileTree

/// `Text("Hello")`, `Text(verbatim:)`, `Text(date, style: .relative)`, `Text(price, format: .currency(code:))`.
enum TextView {
    static let entry = ViewEntry(
        name: "Text",
        signatures: [
            Signature("verbatim:"), Signature("_:"), Signature("_:", "tableName:=", "bundle:=", "comment:="),
            Signature("_:", "style:"), Signature("_:", "format:"), Signature("_:", "formatter:"),
            Signature("timerInterval:", "pauseTime:=", "countsDown:=", "showsHours:="),
        ], isConfirmed: true,
        build: build)

    @Sendable static func build(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        if let v = args.labeled("verbatim") { return .view(.text(try i.string(v.value, v.range))) }
        guard let first = args.first else {
            throw i.error("missing argument for parameter #1 in call to 'Text'", range)
        }
        if let style = args.labeled("style") {
            var value = i.unbound(first.value)
            if case .implicitMember("now", nil) = value { value = .date(i.now) }
            guard case .date(let d) = value else { return .view(.text(i.describe(first.value))) }
            return .view(.text(try i.formatDate(d, style: style.value, style.range)))
        }
        if let format = args.labeled("format") {
            return .view(.text(try i.formatted(first.value, format.value, format.range)))
        }
        switch i.unbound(first.value) {
        case .string(let s):
            if let optional = first.declaredOptional, args.count == 1 { throw i.mustUnwrap(optional, first.range) }
            return .view(.text(s))
        case .view(let node): return .view(node)
        case .null:
            if let optional = first.declaredOptional { throw i.mustUnwrap(optional, first.range) }
            throw i.error("value of optional type 'String?' must be unwrapped", first.range)
        case .int, .double, .bool:
            // NB: `Text(count)`: a number is no string, and no initializer takes one; swiftc
            // says so at the call (`Text("\(count)")` is what was meant).
            throw i.error("no exact matches in call to initializer", range)
        default: return .view(.text(i.describe(first.value)))
        }
    }
}
