import SwiftLesson
import TileRender
import TileText
import TileTree

/// The standard library as lesson files use it: `String`, `Int`, `Double`, `Bool` and `Array`
/// members, and `Color(...)`'s initializers (the types' own initializers and the free functions
/// are the vocabulary's entries).
enum SwiftValues {
    /// `items.sorted(by:)`: ordered by a closure that says whether its first argument comes first.
    static func sorted(_ items: [Value], by f: Value, _ i: Interpreter, _ range: SourceRange) throws -> [Value] {
        try i.charge(elements: sortCost(items.count), range)
        var failure: EvalError?
        let result = items.sorted { a, b in
            do { return try i.truth(try apply(f, [a, b], i, range), range) } catch {
                failure = failure ?? (error as? EvalError)
                return false
            }
        }
        if let failure { throw failure }
        return result
    }

    static func sorted(_ items: [Value], _ i: Interpreter, _ range: SourceRange) throws -> [Value] {
        try i.charge(elements: sortCost(items.count), range)
        var failure: EvalError?
        let result = items.sorted { a, b in
            do { return try i.compare(a, b, range) < 0 } catch {
                failure = failure ?? (error as? EvalError)
                return false
            }
        }
        if let failure { throw failure }
        return result
    }

    /// Calls what a function parameter was given: a closure, an operator or function named as
    /// one (`sorted(by: >)`, `reduce(0, +)`), a key path used as one (`map(\.name)`, SE-0249).
    static func apply(_ f: Value, _ values: [Value], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        switch f {
        case .closure(let c): return try i.callClosure(c, values, range)
        case .keyPath(let path) where values.count == 1:
            return try path.reduce(values[0]) { try i.member(of: $0, $1, range) }
        default: return try i.callValue(f, values.map { Argument(label: nil, value: $0, range: range) }, range)
        }
    }

    /// Whether a value can be called as a function parameter's argument.
    static func isFunction(_ v: Value) -> Bool {
        switch v {
        case .closure, .keyPath, .method: return true
        default: return false
        }
    }

    /// String methods that build a new string or array character by character: a step per
    /// byte, not per 64 (`replacingOccurrences` of 300 KB takes about 0.15 s in a debug build).
    static let characterWalks: Set<String> = [
        "uppercased", "lowercased", "capitalized", "split", "components", "replacingOccurrences",
        "trimmingCharacters",
    ]

    /// The comparisons a sort of `n` elements makes: n log2 n.
    static func sortCost(_ n: Int) -> Int { n * (Int.bitWidth - n.leadingZeroBitCount) }

    /// A property of a built-in value: `count`, `isEmpty`, `first`, `description`, ...
    static func property(_ v: Value, _ name: String, _ i: Interpreter, _ range: SourceRange) throws -> Value? {
        if case .string(let s) = v { try i.charge(bytes: s.utf8.count, range, walking: name) }
        switch (v, name) {
        case (_, "description"): return .string(i.describe(v))
        case (.string, "uuidString"): return v
        case (.date(let t), "timeIntervalSince1970"): return .double(t)
        case (.int(let n), "intValue"): return .int(n)
        case (.int(let n), "doubleValue"): return .double(Double(n))
        case (.double(let d), "doubleValue"): return .double(d)
        case (.double(let d), "intValue"):
            guard d.isFinite, d.magnitude < 9.2e18 else { throw i.error("'\(d)' cannot be converted to 'Int'", range) }
            return .int(Int(d))
        case (.date(let t), "timeIntervalSinceReferenceDate"): return .double(t - Interpreter.referenceDate1970)
        case (.color(let p), "gradient"):
            return .color(
                .gradient(GradientPaint(shape: .linear(start: .top, end: .bottom), gradient: Gradient(colors: [p, p]))))
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? .null
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? .null
        case (.string(let s), "capitalized"): return .string(capitalized(s))
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return items.first ?? .null
        case (.array(let items), "last"): return items.last ?? .null
        case (.array(let items), "indices"): return .range(IntRange(0, items.count))
        case (.array(let items), "keys"), (.array(let items), "values"):
            // NB: a dictionary's, in the order of its pairs.
            guard items.isEmpty || Interpreter.isDictionary(items) else { return nil }
            return .array(
                items.compactMap { item in
                    guard case .tuple(let pair) = item, pair.count == 2 else { return nil }
                    return pair[name == "keys" ? 0 : 1].value
                })
        case (.range(let r), "count"):
            guard let count = r.count else {
                throw i.error("the range \(r.description) has more elements than 'Int' can count", range)
            }
            return .int(count)
        case (.range(let r), "lowerBound"): return .int(r.lower)
        case (.range(let r), "upperBound"): return .int(r.upper)
        case (.range(let r), "isEmpty"): return .bool(r.isEmpty)
        case (.int(let n), "isMultiple"): return .method(receiver: .int(n), name: name)
        case (.double(let d), "isNaN"): return .bool(d.isNaN)
        case (.tuple(let fields), _):
            if let f = fields.first(where: { $0.label == name }) { return f.value }
            if let n = Int(name), fields.indices.contains(n) { return fields[n].value }
            if name == "offset", let first = fields.first { return first.value }
            if name == "element", fields.count > 1 { return fields[1].value }
            return nil
        default: return nil
        }
    }

    /// `.up`, `.down`, `.towardZero`, `.awayFromZero`, `.toNearestOrEven`, `.toNearestOrAwayFromZero`.
    static func roundingRule(_ v: Value, _ i: Interpreter, _ range: SourceRange) throws -> FloatingPointRoundingRule {
        let rules: [String: FloatingPointRoundingRule] = [
            "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
            "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
        ]
        if case .implicitMember(let name, nil) = i.unbound(v), let rule = rules[name] { return rule }
        throw i.error(
            "cannot convert value to expected argument type 'FloatingPointRoundingRule' (.up, .down, .towardZero, "
                + ".awayFromZero, .toNearestOrEven, .toNearestOrAwayFromZero)", range)
    }

    /// Foundation's `CharacterSet`s a file splits or trims on, by their names.
    static func characterSet(_ name: String) -> ((Character) -> Bool)? {
        switch name {
        case "whitespaces": return { $0 == " " || $0 == "\t" }
        case "whitespacesAndNewlines": return { $0.isWhitespace }
        case "newlines": return { $0.isNewline }
        case "punctuationCharacters": return { $0.isPunctuation }
        case "decimalDigits": return { $0.isNumber }
        case "letters": return { $0.isLetter }
        default: return nil
        }
    }

    static func capitalized(_ s: String) -> String {
        var out = ""
        var start = true
        for c in s {
            out += start ? c.uppercased() : c.lowercased()
            start = c == " " || c == "-" || c == "\n"
        }
        return out
    }

    /// A method of a built-in value.
    static func call(_ v: Value, _ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws
        -> Value
    {
        if let m = StandardMembers.callError(v, name, args, range) { throw i.error(m.message, m.range) }
        let first = args.first
        if case .string(let s) = v { try i.charge(bytes: s.utf8.count, range, walking: name) }
        switch (v, name) {
        case (.string(let s), "uppercased"): return .string(s.uppercased())
        case (.string(let s), "lowercased"): return .string(s.lowercased())
        case (.string(let s), "hasPrefix"): return .bool(s.hasPrefix(try i.string(first?.value ?? .null, range)))
        case (.string(let s), "hasSuffix"): return .bool(s.hasSuffix(try i.string(first?.value ?? .null, range)))
        case (.string(let s), "contains"): return .bool(s.contains(try i.string(first?.value ?? .null, range)))
        case (.string(let s), "replacingOccurrences"):
            guard let of = args.labeled("of"), let with = args.labeled("with") else { break }
            let target = try i.string(of.value, of.range)
            let replacement = try i.string(with.value, with.range)
            guard !target.isEmpty else { return v }
            // NB: a short target replaced by a long text grows the string many times over: sized first.
            let growth = replacement.utf8.count - target.utf8.count
            if growth > 0 {
                var count = 0
                var rest = s[...]
                while let r = rest.firstRange(of: target) {
                    count += 1
                    rest = rest[r.upperBound...]
                }
                let added = count.multipliedReportingOverflow(by: growth)
                let total = s.utf8.count.addingReportingOverflow(added.partialValue)
                try i.checkSize((total.partialValue, added.overflow || total.overflow), range)
                try i.charge(bytes: total.partialValue, range)
            }
            return .string(s.replacingAll(target, with: replacement))
        case (.string(let s), "prefix"):
            return .string(String(s.prefix(max(0, try i.int(first?.value ?? .null, range)))))
        case (.string(let s), "suffix"):
            return .string(String(s.suffix(max(0, try i.int(first?.value ?? .null, range)))))
        case (.string(let s), "components"):
            // NB: Foundation's: on the whole separator, empty pieces kept (`"a,,b"` is 3 pieces);
            // `.whitespaces` and the other character sets on any one of theirs.
            guard let f = first else { break }
            if case .implicitMember(let set, nil) = f.value {
                guard let test = characterSet(set) else { break }
                return .array(
                    s.split(omittingEmptySubsequences: false, whereSeparator: test).map { .string(String($0)) })
            }
            let separator = try i.string(f.value, f.range)
            guard !separator.isEmpty else { return .array([v]) }
            var pieces: [Value] = []
            var rest = s[...]
            while let r = rest.firstRange(of: separator) {
                pieces.append(.string(String(rest[..<r.lowerBound])))
                rest = rest[r.upperBound...]
            }
            pieces.append(.string(String(rest)))
            return .array(pieces)
        case (.string(let s), "split"):
            // NB: the standard library's: empty pieces left out, on a character or a string.
            let separator = try i.string(args.labeled("separator")?.value ?? first?.value ?? .string(" "), range)
            guard !separator.isEmpty else { break }
            return .array(s.split(separator: separator).map { .string(String($0)) })
        case (.string(let s), "dropFirst"):
            return .string(String(s.dropFirst(max(0, try i.int(first?.value ?? .int(1), range)))))
        case (.string(let s), "dropLast"):
            return .string(String(s.dropLast(max(0, try i.int(first?.value ?? .int(1), range)))))
        case (.string(let s), "reversed"): return .string(String(s.reversed()))
        case (.string, "map"), (.string, "compactMap"), (.string, "reduce"), (.string, "allSatisfy"),
            (.string, "enumerated"):
            // NB: a string is a collection of its characters.
            return try call(.array(try i.elements(of: v, range)), name, args, i, range)
        case (.string, "filter"):
            let kept = try call(.array(try i.elements(of: v, range)), name, args, i, range)
            guard case .array(let characters) = kept else { return kept }
            return .string(characters.map { i.describe($0) }.joined())
        case (.string(let s), "trimmingCharacters"):
            return .string(
                String(
                    s.drop(while: { $0 == " " || $0 == "\n" }).reversed().drop(while: { $0 == " " || $0 == "\n" })
                        .reversed()))
        case (.int(let n), "isMultiple"):
            let d = try i.int(first?.value ?? .null, range)
            // NB: the standard library's own test: `Int.min % -1` would trap.
            return .bool(n.isMultiple(of: d))
        case (.date(let d), "formatted") where args.labeled("date") != nil || args.labeled("time") != nil:
            // NB: `formatted(date: .omitted, time: .shortened)` is the time; `(date: .long, time: .omitted)` the date.
            let style = { (label: String) -> String? in
                if case .implicitMember(let s, _)? = args.labeled(label)?.value { return s }
                return nil
            }
            switch (style("date"), style("time")) {
            case ("omitted"?, let t?) where t != "omitted": return .string(i.formatting.date(d, style: "time"))
            case ("long"?, "omitted"?): return .string(i.formatting.date(d, style: "date"))
            default: return .string(i.describe(v))
            }
        case (.int, "formatted") where first == nil, (.double, "formatted") where first == nil:
            // NB: a number's `formatted()` is `formatted(.number)`: `3.0` is "3", `1234.5` "1,234.5".
            return .string(try i.formatted(v, .implicitMember("number", nil), range))
        case (_, "formatted"):
            guard let f = first else { return .string(i.describe(v)) }
            return .string(try i.formatted(v, f.value, f.range))
        case (.double(let d), "rounded"):
            guard let f = first else { return .double(d.rounded()) }
            return .double(d.rounded(try roundingRule(f.value, i, f.range)))
        case (.double(let d), "squareRoot"): return .double(d.squareRoot())
        case (.array(let items), "map"), (.array(let items), "compactMap"), (.array(let items), "filter"),
            (.array(let items), "first"), (.array(let items), "contains"), (.array(let items), "reduce"),
            (.array(let items), "sorted"), (.array(let items), "reversed"), (.array(let items), "enumerated"),
            (.array(let items), "joined"), (.array(let items), "prefix"), (.array(let items), "firstIndex"),
            (.array(let items), "randomElement"), (.array(let items), "shuffled"), (.array(let items), "allSatisfy"),
            (.array(let items), "dropFirst"), (.array(let items), "dropLast"), (.array(let items), "max"),
            (.array(let items), "min"), (.array(let items), "last"), (.array(let items), "lastIndex"),
            (.array(let items), "forEach"), (.array(let items), "flatMap"), (.array(let items), "suffix"),
            (.array(let items), "drop"), (.array(let items), "count"), (.array(let items), "mapValues"),
            (.array(let items), "compactMapValues"):
            return try arrayMethod(items, name, args, i, range)
        case (.array(let items), _) where setMethods.contains(name):
            if let result = try setMethod(items, name, args, i, range) { return result }
        case (.range(let r), "contains"):
            if case .int(let n) = i.unbound(first?.value ?? .null) { return .bool(r.contains(n)) }
            return try call(.array(try i.elements(of: v, range)), name, args, i, range)
        case (.range, _):
            return try call(.array(try i.elements(of: v, range)), name, args, i, range)
        case (.color(let p), "opacity"):
            let o = try i.double(first?.value ?? .double(1), range)
            let opacity = o.isFinite ? max(0, min(1, o)) : 1
            return .color(p.multiplyingOpacity(by: opacity))
        case (.font(var f), "bold"):
            f.weight = .bold
            return .font(f)
        case (.font(var f), "italic"):
            f.italic = true
            return .font(f)
        case (.font(var f), "weight"):
            f.weight = try i.weight(first?.value ?? .null, range)
            return .font(f)
        case (.font(var f), "monospaced"):
            f.design = .monospaced
            return .font(f)
        case (.font, _): return v
        case (.binding(let inner), _): return try call(inner, name, args, i, range)
        case (.state(let box), _): return try call(box.value, name, args, i, range)
        default: break
        }
        throw i.error("value of type '\(v.swiftTypeName)' has no member '\(name)'", range)
    }

    static func arrayMethod(
        _ items: [Value], _ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange
    )
        throws -> Value
    {
        /// The function argument: a closure, a function, or a key path used as one.
        func function() throws -> (Value) throws -> Value {
            guard let f = args.first(where: { isFunction($0.value) })?.value else {
                throw i.error("'\(name)' expects a closure", range)
            }
            return { try apply(f, [$0], i, range) }
        }
        func predicate(_ label: String? = nil) -> ((Value) throws -> Bool)? {
            guard let f = args.first(where: { $0.label == label && isFunction($0.value) })?.value else { return nil }
            return { try i.truth(try apply(f, [$0], i, range), range) }
        }
        try i.charge(elements: items.count, range)
        switch name {
        case "map":
            let f = try function()
            return .array(try items.map(f))
        case "compactMap":
            let f = try function()
            return .array(try items.map(f).filter { !$0.isNull })
        case "filter":
            let f = try function()
            return .array(try items.filter { try i.truth(try f($0), range) })
        case "allSatisfy":
            let f = try function()
            return .bool(try items.allSatisfy { try i.truth(try f($0), range) })
        case "first", "firstIndex", "last", "lastIndex":
            let fromEnd = name.hasPrefix("last")
            let order = fromEnd ? Array(items.indices.reversed()) : Array(items.indices)
            let test: ((Value) throws -> Bool)?
            if let matching = predicate("where") {
                test = matching
            } else if let of = args.labeled("of") {
                test = { try i.equal($0, of.value, range) }
            } else {
                test = nil
            }
            guard let test else { return (fromEnd ? items.last : items.first) ?? .null }
            for n in order where try test(items[n]) { return name.hasSuffix("Index") ? .int(n) : items[n] }
            return .null
        case "contains":
            if let test = predicate("where") ?? predicate() { return .bool(try items.contains(where: test)) }
            guard let x = args.first else { break }
            return .bool(try items.contains { try i.equal($0, x.value, range) })
        case "count":
            // NB: `count(where:)` (Swift 6).
            guard let test = predicate("where") else { break }
            return .int(try items.reduce(0) { try test($1) ? $0 + 1 : $0 })
        case "forEach":
            let f = try function()
            for item in items { _ = try f(item) }
            return .void
        case "flatMap":
            let f = try function()
            var out: [Value] = []
            for item in items {
                let made = try f(item)
                if case .array(let inner) = i.unbound(made) {
                    try i.checkSize(out.count.addingReportingOverflow(inner.count), range)
                    out += inner
                } else if !made.isNull {
                    out.append(made)
                }
            }
            return .array(out)
        case "mapValues", "compactMapValues":
            guard items.isEmpty || Interpreter.isDictionary(items) else { break }
            let f = try function()
            return .array(
                try items.compactMap { item in
                    guard case .tuple(let pair) = item, pair.count == 2 else { return nil }
                    let v = try f(pair[1].value)
                    if name == "compactMapValues", v.isNull { return nil }
                    return .tuple([("key", pair[0].value), ("value", v)])
                })
        case "suffix": return .array(Array(items.suffix(max(0, try i.int(args.first?.value ?? .int(0), range)))))
        case "drop":
            guard let test = predicate("while") else { break }
            return .array(Array(try items.drop(while: test)))
        case "prefix" where args.first?.label == "while":
            guard let test = predicate("while") else { break }
            return .array(Array(try items.prefix(while: test)))
        case "reduce":
            guard args.count == 2 else { break }
            var acc = args[0].value
            if case .method = args[1].value {
                // NB: `reduce(0, +)`: an operator or a function named as the combining function.
                for item in items {
                    let pair = [
                        Argument(label: nil, value: acc, range: range), Argument(label: nil, value: item, range: range),
                    ]
                    acc = try i.callValue(args[1].value, pair, range)
                }
                return acc
            }
            guard case .closure(let f) = args[1].value else { break }
            if args[0].label == "into" {
                // NB: `reduce(into:)` changes its first parameter in place; the closure gives Void.
                for item in items { _ = try i.callClosure(f, [acc, item], range, finalFirst: { acc = $0 }) }
                return acc
            }
            for item in items { acc = try i.callClosure(f, [acc, item], range) }
            return acc
        case "sorted":
            if let by = args.first, isFunction(by.value) { return .array(try sorted(items, by: by.value, i, range)) }
            return .array(try sorted(items, i, range))
        case "reversed": return .array(items.reversed())
        case "shuffled", "randomElement":
            // NB: a preview must be reproducible: no shuffling, and the first element.
            return name == "shuffled" ? .array(items) : (items.first ?? .null)
        case "enumerated":
            return .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "joined":
            let separator = try args.labeled("separator").map { try i.string($0.value, $0.range) } ?? ""
            let parts = items.map { i.describe($0) }
            let bytes = parts.reduce(separator.utf8.count * parts.count) { $0 + $1.utf8.count }
            try i.checkSize((bytes, false), range)
            try i.charge(bytes: bytes, range)
            return .string(parts.joined(separator: separator))
        case "prefix": return .array(Array(items.prefix(max(0, try i.int(args.first?.value ?? .int(0), range)))))
        case "dropFirst": return .array(Array(items.dropFirst(max(0, try i.int(args.first?.value ?? .int(1), range)))))
        case "dropLast": return .array(Array(items.dropLast(max(0, try i.int(args.first?.value ?? .int(1), range)))))
        case "max", "min":
            // NB: `max { $0.score < $1.score }` is `max(by:)`; as in Swift, the first of equals wins.
            guard var best = items.first else { return .null }
            for item in items.dropFirst() {
                let (a, b) = name == "max" ? (best, item) : (item, best)
                let ordered: Bool
                if let by = args.first, isFunction(by.value) {
                    ordered = try i.truth(try apply(by.value, [a, b], i, range), range)
                } else {
                    ordered = try i.compare(a, b, range) < 0
                }
                if ordered { best = item }
            }
            return best
        default: break
        }
        throw i.error("'\(name)' on an array is not supported yet", range)
    }

    /// `Color(...)`'s initializers, as a value `paint` reads.
    static func color(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        func component(_ label: String, _ fallback: Double = 0) throws -> Double {
            guard let a = args.labeled(label) else { return fallback }
            let v = try i.double(a.value, a.range)
            return v.isFinite ? max(0, min(1, v)) : 0
        }
        let opacity = try component("opacity", 1)
        if args.labeled("red") != nil {
            let rgb = RGB(
                UInt8((try component("red") * 255).rounded()), UInt8((try component("green") * 255).rounded()),
                UInt8((try component("blue") * 255).rounded()))
            return .color(.rgb(rgb, opacity: opacity))
        }
        if args.labeled("white") != nil {
            let w = UInt8((try component("white") * 255).rounded())
            return .color(.rgb(RGB(w, w, w), opacity: opacity))
        }
        if args.labeled("hue") != nil {
            return .color(
                .rgb(
                    hsb(try component("hue"), try component("saturation"), try component("brightness")),
                    opacity: opacity))
        }
        if let f = args.first {
            if case .string(let asset) = i.unbound(f.value) {
                if let paint = AssetColors.color(named: asset, i) { return .color(paint) }
                i.warn("'Color(\"\(asset)\")' is an asset colour this file cannot see; drawn as the system gray", range)
                return .color(.system(.gray))
            }
            return .color(try i.paint(f.value, f.range))
        }
        throw i.error("missing arguments in call to 'Color'", range)
    }

    /// Hue, saturation and brightness (each 0...1) as red, green and blue.
    static func hsb(_ h: Double, _ s: Double, _ b: Double) -> RGB {
        let sector = (h * 6).truncatingRemainder(dividingBy: 6)
        let f = sector - sector.rounded(.down)
        let p = b * (1 - s)
        let q = b * (1 - s * f)
        let t = b * (1 - s * (1 - f))
        let (r, g, bl): (Double, Double, Double)
        switch Int(sector.rounded(.down)) {
        case 0: (r, g, bl) = (b, t, p)
        case 1: (r, g, bl) = (q, b, p)
        case 2: (r, g, bl) = (p, b, t)
        case 3: (r, g, bl) = (p, q, b)
        case 4: (r, g, bl) = (t, p, b)
        default: (r, g, bl) = (b, p, q)
        }
        func byte(_ x: Double) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
        return RGB(byte(r), byte(g), byte(bl))
    }
}
