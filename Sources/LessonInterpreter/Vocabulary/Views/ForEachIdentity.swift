import SwiftLesson

/// swiftc's error for a `ForEach` without `id:` over data whose elements are not `Identifiable`
/// (SwiftUI's other initializer then takes only a `Range<Int>`), as swiftc gives it against
/// SwiftUI's declarations: nil when the data is fine or its element type is not known.
///
///     // ForEach(["a", "b"]) { Text($0) }: referencing initializer 'init(_:content:)' on 'ForEach'
///     //   requires that 'String' conform to 'Identifiable'
///     // ForEach([1, 2]) { Text("\($0)") }: cannot convert value of type '[Int]' to expected
///     //   argument type 'Range<Int>'
enum ForEachIdentity {
    /// Protocols a file's type may adopt that do not make it `Identifiable`; a type that adopts
    /// any other (a protocol of the file's own may refine `Identifiable`) is taken as it comes.
    static let plainProtocols: Set<String> = [
        "Hashable", "Equatable", "Comparable", "Codable", "Decodable", "Encodable", "CaseIterable", "Sendable",
        "CustomStringConvertible", "String", "Int", "Double", "Character",
    ]

    static func error(_ data: Argument, _ content: Closure, _ c: ViewCall) throws -> EvalError? {
        let i = c.interpreter
        switch data.value {
        case .range(let r) where r.kind == .through:
            return i.error(
                "cannot convert value of type 'ClosedRange<Int>' to expected argument type 'Range<Int>'",
                operatorRange(data.valueAt, i) ?? data.valueAt)
        case .array(let items):
            guard let first = items.first, let element = unidentified(first, i),
                items.allSatisfy({ $0.swiftTypeName == element.name })
            else { return nil }
            // NB: swiftc weighs the two initializers by the closure: when it also takes an
            // `Int`, the data's type is what is wrong; otherwise its element's conformance.
            if element.isStandard, try takesInt(content, i, c.range) {
                return i.error(
                    "cannot convert value of type '[\(element.name)]' to expected argument type 'Range<Int>'",
                    data.valueAt)
            }
            return i.error(
                "referencing initializer 'init(_:content:)' on 'ForEach' requires that '\(element.name)' conform to 'Identifiable'",
                c.range)
        default: return nil
        }
    }

    /// The element's type when it is known not to be `Identifiable`, and whether it is the
    /// standard library's.
    static func unidentified(_ v: Value, _ i: Interpreter) -> (name: String, isStandard: Bool)? {
        let name: String
        let isStandard: Bool
        switch v {
        case .string, .int, .double, .bool: (name, isStandard) = (v.typeName, true)
        case .instance(let inst): (name, isStandard) = (inst.type, false)
        case .enumCase(let e): (name, isStandard) = (e.type, false)
        default: return nil
        }
        if let ext = i.extensions[name], !ext.inherited.isEmpty { return nil }
        if !isStandard {
            guard let info = i.lookupType(name), info.genericParameters.isEmpty,
                info.inherited.allSatisfy(plainProtocols.contains)
            else { return nil }
        }
        return (name, isStandard)
    }

    /// Whether the content closure builds its row from an `Int` too, tried without a trace.
    static func takesInt(_ content: Closure, _ i: Interpreter, _ range: SourceRange) throws -> Bool {
        let (diagnostics, warned, buttons, links) = (i.diagnostics, i.warned, i.buttons, i.links)
        defer { (i.diagnostics, i.warned, i.buttons, i.links) = (diagnostics, warned, buttons, links) }
        do {
            _ = try i.views(try i.callClosure(content, [.int(0)], range), range)
            return true
        } catch is EvalError {
            return false
        }
    }

    /// Where `...` is in `1...3`, where swiftc points.
    static func operatorRange(_ range: SourceRange, _ i: Interpreter) -> SourceRange? {
        guard i.files.indices.contains(i.file) else { return nil }
        let bytes = i.files[i.file].bytes
        let dot = UInt8(ascii: ".")
        var k = range.start
        while k + 2 < min(range.end, bytes.count) {
            if bytes[k] == dot, bytes[k + 1] == dot, bytes[k + 2] == dot { return SourceRange(start: k, end: k + 3) }
            k += 1
        }
        return nil
    }
}
