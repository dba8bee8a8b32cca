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
            if let p = Self.namedPaint(name) { return p }
            if let ext = extensions["Color"], let s = try staticMember(ext, name, range) { return try paint(s, range) }
            throw error("type 'Color' has no member '\(name)'", range)
        case .unsupported: return .system(.gray)
        default: break
        }
        throw error("cannot convert value of type '\(v.typeName)' to expected type 'Color'", range)
    }

    /// SwiftUI's named colours, and UIKit's system colours by their nearest SwiftUI colour.
    static func namedPaint(_ name: String) -> Paint? {
        if let c = NamedColor(rawValue: name) { return .system(c) }
        switch name {
        case "primary", "label": return .primary
        case "secondary", "secondaryLabel", "tertiaryLabel", "placeholderText": return .secondary
        case "clear": return .clear
        case "accentColor", "tint", "link": return .system(.blue)
        case "systemBackground", "secondarySystemBackground", "tertiarySystemBackground":
            return name == "systemBackground" ? .system(.white) : .rgb(RGB(242, 242, 247), opacity: 1)
        case "systemGroupedBackground": return .rgb(RGB(242, 242, 247), opacity: 1)
        case "systemFill", "secondarySystemFill", "separator", "opaqueSeparator":
            return .rgb(RGB(209, 209, 214), opacity: 1)
        case "darkGray": return .rgb(RGB(85, 85, 85), opacity: 1)
        case "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
            "background":
            // NB: a material is a blur; a still picture shows the light appearance's gray.
            return .rgb(RGB(242, 242, 247), opacity: 1)
        case "lightGray": return .rgb(RGB(170, 170, 170), opacity: 1)
        case "magenta": return .rgb(RGB(255, 0, 255), opacity: 1)
        case "systemGray2": return .rgb(RGB(174, 174, 178), opacity: 1)
        case "systemGray3": return .rgb(RGB(199, 199, 204), opacity: 1)
        case "systemGray4": return .rgb(RGB(209, 209, 214), opacity: 1)
        case "systemGray5": return .rgb(RGB(229, 229, 234), opacity: 1)
        case "systemGray6": return .rgb(RGB(242, 242, 247), opacity: 1)
        default:
            if name.hasPrefix("system"), name.count > 6 {
                let rest = name.dropFirst(6)
                let lower = rest.prefix(1).lowercased() + rest.dropFirst()
                if let c = NamedColor(rawValue: lower) { return .system(c) }
            }
            return nil
        }
    }

    /// A value as a font: `.title`, `.system(size: 20, weight: .bold)`, `Font.custom("X", size: 18)`.
    func font(_ v: Value, _ range: SourceRange) throws -> Font {
        switch unbound(v) {
        case .font(let f): return f
        case .implicitMember(let name, let args):
            if let style = Font.TextStyle(rawValue: name), args == nil { return Font(style) }
            let list = args ?? []
            switch name {
            case "system":
                if let first = list.first, first.label == nil {
                    var f = try font(first.value, range)
                    if let d = list.first(where: { $0.label == "design" }) { f.design = try design(d.value, range) }
                    if let w = list.first(where: { $0.label == "weight" }) { f.weight = try weight(w.value, range) }
                    return f
                }
                let size = try list.first(where: { $0.label == "size" }).map { try geometry($0.value, range) } ?? 17
                let w = try list.first(where: { $0.label == "weight" }).map { try weight($0.value, range) } ?? .regular
                let d = try list.first(where: { $0.label == "design" }).map { try design($0.value, range) } ?? .default
                return Font.system(size: size, weight: w, design: d)
            case "custom":
                if let s = list.first(where: { $0.label == "size" || $0.label == "fixedSize" }) {
                    return Font.system(size: try geometry(s.value, range))
                }
            default: break
            }
            if let ext = extensions["Font"], let s = try staticMember(ext, name, range) {
                return try font(args.map { try callValue(s, $0, range) } ?? s, range)
            }
            throw error("type 'Font' has no member '\(name)'", range)
        default:
            throw error("cannot convert value of type '\(v.typeName)' to expected type 'Font'", range)
        }
    }

    func weight(_ v: Value, _ range: SourceRange) throws -> Font.Weight {
        if case .implicitMember(let name, _) = unbound(v), let w = Font.Weight(rawValue: name) { return w }
        throw error("expected a font weight such as '.bold'", range)
    }

    func design(_ v: Value, _ range: SourceRange) throws -> Font.Design {
        if case .implicitMember(let name, _) = unbound(v), let d = Font.Design(rawValue: name) { return d }
        throw error("expected a font design such as '.rounded'", range)
    }

    func double(_ v: Value, _ range: SourceRange) throws -> Double {
        switch unbound(v) {
        case .int(let n): return Double(n)
        case .double(let d): return d
        case .implicitMember("infinity", nil): return .infinity
        default: throw error("cannot convert value of type '\(v.typeName)' to expected type 'Double'", range)
        }
    }

    /// A number a view's geometry or picture reads (a length, spacing, offset, radius, opacity,
    /// font size, angle): finite and within `Length.largest` either way, or an error at its place,
    /// so that every output format draws the same tree or none. `allowsInfinity` for a maximum
    /// (`.frame(maxWidth: .infinity)`). NB: SwiftUI itself refuses such values at run time
    /// ("Invalid frame dimension (negative or non-finite)"); clamped, an infinite font or spacing
    /// became a million points, which text and SVG drew and a PNG refused.
    func geometry(_ v: Value, _ range: SourceRange, allowsInfinity: Bool = false) throws -> Double {
        let d = try double(v, range)
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
        default: throw error("cannot convert value of type '\(v.typeName)' to expected type 'Int'", range)
        }
    }

    func string(_ v: Value, _ range: SourceRange) throws -> String {
        if case .string(let s) = unbound(v) { return s }
        throw error("cannot convert value of type '\(v.typeName)' to expected type 'String'", range)
    }

    func alignment(_ v: Value, _ range: SourceRange) throws -> Alignment {
        if case .implicitMember(let name, _) = unbound(v), let a = Alignment.named(name) { return a }
        throw error("expected an alignment such as '.topLeading'", range)
    }

    func horizontal(_ v: Value, _ range: SourceRange) throws -> HorizontalAlignment {
        if case .implicitMember(let name, _) = unbound(v), let a = HorizontalAlignment(rawValue: name) { return a }
        throw error("expected a horizontal alignment: '.leading', '.center' or '.trailing'", range)
    }

    func vertical(_ v: Value, _ range: SourceRange) throws -> VerticalAlignment {
        if case .implicitMember(let name, _) = unbound(v), let a = VerticalAlignment(rawValue: name) { return a }
        throw error("expected a vertical alignment: '.top', '.center', '.bottom' or a baseline", range)
    }

    func edges(_ v: Value, _ range: SourceRange) throws -> Edge.Set {
        switch unbound(v) {
        case .implicitMember(let name, _):
            switch name {
            case "all": return .all
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            case "top": return .top
            case "bottom": return .bottom
            case "leading": return .leading
            case "trailing": return .trailing
            default: break
            }
        case .array(let items):
            var set: Edge.Set = []
            for item in items { set.formUnion(try edges(item, range)) }
            return set
        default: break
        }
        throw error("expected edges such as '.horizontal' or '[.top, .leading]'", range)
    }
}
