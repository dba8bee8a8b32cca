import SwiftLesson
import TileRender
import TileTree

extension Interpreter {
    /// A value as a colour: `.red`, `Color(red:green:blue:)`, `Color(.systemBlue)`, `.primary`.
    func paint(_ v: Value, _ range: SourceRange) throws -> Paint {
        switch unbound(v) {
        case .color(let p): return p
        case .view(let node):
            if let c = node.kind as? ColorKind { return c.paint }
        case .implicitMember(let name, let args):
            if let args, !args.isEmpty {
                if name == "init" { return try paint(try SwiftValues.color(args, self, range), range) }
                if name.hasSuffix("Gradient") { return .gradient(try gradientPaint(name, args, range)) }
                if let ext = extensions["Color"], let s = try staticMember(ext, name, range) {
                    return try paint(try callValue(s, args, range), range)
                }
                break
            }
            // NB: `Color.accentColor` is the app's accent: the project's `AccentColor` set.
            if name == "accentColor", let accent = AssetColors.accent(self) { return accent }
            if let p = ColorType.named(name) { return p }
            if let ext = extensions["Color"], let s = try staticMember(ext, name, range) { return try paint(s, range) }
            throw error("type 'Color' has no member '\(name)'", range)
        case .unsupported: return .system(.gray)
        default: break
        }
        throw mismatch(v, expected: "Color", range)
    }

    /// A value as a font: `.title`, `.system(size: 20, weight: .bold)`, `Font.custom("X", size: 18)`.
    func font(_ v: Value, _ range: SourceRange) throws -> Font {
        switch unbound(v) {
        case .font(let f): return f
        case .implicitMember(let name, let args):
            if let style = Font.TextStyle(rawValue: name), args == nil { return Font(style) }
            if let f = try FontType.made(name, args ?? [], self, range) { return f }
            if let ext = extensions["Font"], let s = try staticMember(ext, name, range) {
                return try font(args.map { try callValue(s, $0, range) } ?? s, range)
            }
            throw error("type 'Font' has no member '\(name)'", range)
        default:
            throw mismatch(v, expected: "Font", range)
        }
    }

    func weight(_ v: Value, _ range: SourceRange) throws -> Font.Weight {
        switch unbound(v) {
        case .implicitMember(let name, _):
            if let w = Font.Weight(rawValue: name) { return w }
        case .string, .int, .double, .bool, .array: throw mismatch(v, expected: "Font.Weight", range)
        default: break
        }
        throw error("expected a font weight such as '.bold'", range)
    }

    func design(_ v: Value, _ range: SourceRange) throws -> Font.Design {
        if case .implicitMember(let name, _) = unbound(v), let d = Font.Design(rawValue: name) { return d }
        throw error("expected a font design such as '.rounded'", range)
    }

    /// A number for a parameter of the floating-point `type` SwiftUI declares (`Double` for
    /// `.opacity(_:)`, `CGFloat` for `.frame(width:)`), which swiftc's error names.
    func double(_ v: Value, _ range: SourceRange, as type: String = "Double") throws -> Double {
        switch unbound(v) {
        case .int(let n): return Double(n)
        case .double(let d): return d
        case .implicitMember("infinity", nil): return .infinity
        case .implicitMember("pi", nil): return .pi
        case .implicitMember("zero", nil): return 0
        case .implicitMember("greatestFiniteMagnitude", nil): return .greatestFiniteMagnitude
        default: throw mismatch(v, expected: type, range)
        }
    }

    /// A number a view's geometry or picture reads (a length, spacing, offset, radius, opacity,
    /// font size, angle): finite and within `Length.largest` either way, or an error at its place,
    /// so that every output format draws the same tree or none. `allowsInfinity` for a maximum
    /// (`.frame(maxWidth: .infinity)`). NB: SwiftUI itself refuses such values at run time
    /// ("Invalid frame dimension (negative or non-finite)"); clamped, an infinite font or spacing
    /// became a million points, which text and SVG drew and a PNG refused.
    func geometry(_ v: Value, _ range: SourceRange, allowsInfinity: Bool = false, as type: String = "Double") throws
        -> Double
    {
        let d = try double(v, range, as: type)
        if allowsInfinity && d == .infinity { return d }
        guard d.isFinite, d.magnitude <= Length.largest else {
            let limit = Length.text(Length.largest)
            throw error("expected a finite number from -\(limit) to \(limit), found '\(Self.doubleText(d))'", range)
        }
        return d
    }

    func int(_ v: Value, _ range: SourceRange) throws -> Int {
        switch unbound(v) {
        case .int(let n): return n
        case .double(let d) where d.isFinite && d.magnitude < 1e15: return Int(d)
        default: throw mismatch(v, expected: "Int", range)
        }
    }

    func string(_ v: Value, _ range: SourceRange) throws -> String {
        if case .string(let s) = unbound(v) { return s }
        throw mismatch(v, expected: "String", range)
    }

    /// swiftc's error for an argument whose value is not of the parameter's declared `type`,
    /// placed at the value: an implicit member the type lacks is `type 'Double' has no member
    /// 'red'`, any other value `cannot convert value of type 'String' to expected argument type
    /// 'CGFloat'`.
    func mismatch(_ v: Value, expected type: String, _ range: SourceRange) -> EvalError {
        if case .implicitMember(let name, _) = unbound(v) {
            // NB: at the member's name, past its dot.
            let at = SourceRange(start: min(range.start + 1, range.end), end: range.end)
            return error("type '\(type)' has no member '\(name)'", at)
        }
        // NB: `$name` is a binding, whatever it holds.
        let found: String
        switch v {
        case .binding, .state: found = v.typeName
        default: found = unbound(v).swiftTypeName
        }
        return error("cannot convert value of type '\(found)' to expected argument type '\(type)'", range)
    }

    func alignment(_ v: Value, _ range: SourceRange) throws -> Alignment {
        if case .implicitMember(let name, _) = unbound(v), let a = Alignment.named(name) { return a }
        throw error("expected an alignment such as '.topLeading'", range)
    }

    func horizontal(_ v: Value, _ range: SourceRange) throws -> HorizontalAlignment {
        if case .implicitMember(let name, _) = unbound(v), let a = HorizontalAlignment(rawValue: name) { return a }
        if isCustomAlignment(v, of: "HorizontalAlignment", range) { return .center }
        throw error("expected a horizontal alignment: '.leading', '.center' or '.trailing'", range)
    }

    /// Whether `v` names an alignment the program declares (`extension VerticalAlignment { static
    /// let midAccountAndName = VerticalAlignment(MidAccountAndName.self) }`): drawn as the centre,
    /// with one warning, as the alignment guides that place views on it are not drawn yet.
    func isCustomAlignment(_ v: Value, of type: String, _ range: SourceRange) -> Bool {
        guard case .implicitMember(let name, nil) = unbound(v), let ext = extensions[type],
            ext.stored.contains(where: { $0.isStatic && $0.name == name }) || ext.staticComputed[name] != nil
        else { return false }
        warn("the custom alignment '.\(name)' is drawn as '.center'; alignment guides are not supported yet", range)
        return true
    }

    func vertical(_ v: Value, _ range: SourceRange) throws -> VerticalAlignment {
        if case .implicitMember(let name, _) = unbound(v), let a = VerticalAlignment(rawValue: name) { return a }
        if isCustomAlignment(v, of: "VerticalAlignment", range) { return .center }
        throw error("expected a vertical alignment: '.top', '.center', '.bottom' or a baseline", range)
    }

    func edges(_ v: Value, _ range: SourceRange) throws -> Edge.Set {
        switch unbound(v) {
        case .implicitMember(let name, _):
            if let set = Edge.Set(name: name) { return set }
        case .array(let items):
            var set: Edge.Set = []
            for item in items { set.formUnion(try edges(item, range)) }
            return set
        default: break
        }
        throw error("expected edges such as '.horizontal' or '[.top, .leading]'", range)
    }
}
