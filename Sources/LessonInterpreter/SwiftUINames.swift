import SwiftLesson
import TileRender
import TileTree

/// SwiftUI's and UIKit's names as a lesson file meets them: which are types, which are drawn as
/// placeholders, and what their static members (`Color.red`, `Font.title`) are.
enum SwiftUINames {
    /// Types whose members and initializers the interpreter serves itself.
    static let served: Set<String> = [
        "Text", "Image", "Color", "Font", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Spacer",
        "Divider", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "EmptyView",
        "Button", "Picker", "Label", "Toggle", "ProgressView", "TextField", "SecureField", "Slider", "Stepper",
        "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "AnyView", "Double", "CGFloat", "Float",
        "Int", "String", "Bool", "Array", "Date", "UIColor", "Alignment", "HorizontalAlignment", "VerticalAlignment",
        "Edge", "EdgeInsets", "UnitPoint", "Angle", "CGSize", "CGPoint", "Binding", "Character", "Calendar",
        "TimeInterval", "Set", "Optional", "Never", "PreviewProvider", "View", "Shape", "ViewBuilder",
        "SegmentedPickerStyle", "WheelPickerStyle", "MenuPickerStyle", "InlinePickerStyle", "DefaultPickerStyle",
        "PlainButtonStyle", "BorderedButtonStyle", "RoundedBorderTextFieldStyle", "ContentMode", "TextAlignment",
        "Decimal", "RelativeDateTimeFormatter", "Animation", "math", "List", "Form", "Section", "NavigationLink",
    ]

    /// SwiftUI views and controls outside the subset: drawn as labelled placeholders.
    static let placeholders: Set<String> = [
        "NavigationSplitView", "TabView", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GeometryReader", "Menu",
        "DatePicker",
        "ColorPicker", "Link", "ShareLink", "Map", "AsyncImage", "Canvas", "TimelineView", "ViewThatFits",
        "ControlGroup", "DisclosureGroup", "GroupBox", "Table", "EditButton", "ContentUnavailableView", "Gauge",
        "TextEditor", "ScrollViewReader", "OutlineGroup", "LabeledContent", "VideoPlayer", "SignInWithAppleButton",
        "PhotosPicker", "Chart", "Path", "UnevenRoundedRectangle", "ContainerRelativeShape", "Material",
        "ButtonStyle", "ToolbarItem", "Alert", "ActionSheet", "PasteButton", "RenameButton", "MultiDatePicker",
        "SpriteView", "SceneView", "WebView",
    ]

    /// UIKit and Foundation types whose calls are side effects a preview skips.
    static let sideEffects: Set<String> = [
        "UISegmentedControl", "UINavigationBar", "UITableView", "UITabBar", "UIView", "UILabel", "UIApplication",
        "UIScrollView", "UIPageControl", "UITextField", "UISwitch", "UIDevice", "UIScreen", "print", "debugPrint",
        "UserDefaults", "NotificationCenter", "DispatchQueue", "UIImpactFeedbackGenerator", "UIFont",
    ]

    static func isType(_ name: String) -> Bool {
        served.contains(name) || placeholders.contains(name) || sideEffects.contains(name) || opaque.contains(name)
    }

    static func isKnownUnsupported(_ name: String) -> Bool { placeholders.contains(name) }

    /// `Color.red`, `Font.title`, `Double.infinity`, `UIColor.systemBlue`.
    static func staticMember(_ type: String, _ name: String, _ interp: Interpreter, _ range: SourceRange) throws
        -> Value
    {
        switch type {
        case "Color", "UIColor", "ShapeStyle":
            return .color(try interp.paint(.implicitMember(name, nil), range))
        case "Font": return .font(try interp.font(.implicitMember(name, nil), range))
        case "Double", "CGFloat", "Float", "TimeInterval":
            switch name {
            case "infinity": return .double(.infinity)
            case "pi": return .double(Double.pi)
            case "zero": return .double(0)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            default: break
            }
        case "Int":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            case "zero": return .int(0)
            default: break
            }
        case "Date":
            if name == "now" { return .date(interp.now) }
        case "Optional":
            // NB: `Optional.none` and `Optional<Int>.none` are `nil`.
            if name == "none" { return .null }
        case "UIScreen":
            // NB: the screen is the canvas's: an iPhone 15's, 393x852 points.
            if name == "main" {
                let size: Value = .tuple([("width", .double(393)), ("height", .double(852))])
                return .tuple([
                    ("bounds", .tuple([("width", .double(393)), ("height", .double(852)), ("size", size)])),
                    ("scale", .double(3)),
                ])
            }
        case "String":
            if name == "init" { return .method(receiver: .type(type), name: name) }
        default:
            if sideEffects.contains(type) {
                interp.warn("'\(type).\(name)' is a side effect a preview skips; skipped", range)
                return .unsupported(type)
            }
            if opaque.contains(type) { return .unsupported(type) }
        }
        return .implicitMember(name, nil)
    }

    /// `Font.system(size: 20)`, `Color.init(red:green:blue:)`, `Double.random(in:)`.
    static func staticCall(
        _ type: String, _ name: String, _ args: [Argument], _ interp: Interpreter, _ range: SourceRange
    )
        throws -> Value
    {
        switch type {
        case "Font": return .font(try interp.font(.implicitMember(name, args), range))
        case "Color", "UIColor": return .color(try interp.paint(.implicitMember(name, args), range))
        case "Optional" where name == "some" && args.count == 1: return args[0].value
        default:
            if sideEffects.contains(type) {
                interp.warn("'\(type).\(name)()' is a side effect a preview skips; skipped", range)
                return .unsupported(type)
            }
            if opaque.contains(type) { return .unsupported(type) }
            if name == "random" {
                interp.warn("'\(type).random' gives the range's lower bound, so that previews are reproducible", range)
                if let first = args.first, case .range(let r) = first.value { return .int(r.lower) }
                if let first = args.first, case .tuple(let b) = first.value, let lo = b.first { return lo.value }
            }
            return .implicitMember(name, args)
        }
    }

    /// A method called on an implicit member: `.red.opacity(0.5)`, `.title.bold()`.
    static func implicitCall(
        _ receiver: Value, _ name: String, _ args: [Argument], _ interp: Interpreter, _ range: SourceRange
    )
        throws -> Value
    {
        if ["bold", "italic", "weight", "monospaced", "monospacedDigit", "smallCaps", "leading"].contains(name),
            let f = try? interp.font(receiver, range)
        {
            return try SwiftValues.call(.font(f), name, args, interp, range)
        }
        if let p = try? interp.paint(receiver, range) {
            return try SwiftValues.call(.color(p), name, args, interp, range)
        }
        // NB: any other chain on an implicit member (`.default.repeatForever()`, `.now() + 3`)
        // stays a value for whatever reads it, so an argument of a modifier a still preview
        // skips never stops the file.
        if case .implicitMember(let base, _) = receiver { return .implicitMember(base + "." + name, args) }
        return .implicitMember(name, args)
    }

    /// Foundation and SwiftUI value types the interpreter does not model: a value of one is a
    /// stand-in, so that a `DatePicker`'s range or a `LazyVGrid`'s columns can be written.
    static let opaque: Set<String> = [
        "GridItem", "Calendar", "DateComponents", "DateFormatter", "NumberFormatter", "URL", "IndexSet", "Timer",
        "Data", "Namespace", "AnyTransition", "UIImage", "JSONDecoder", "JSONEncoder", "Locale", "TimeZone",
        "AttributedString", "NSAttributedString", "Notification", "CGColor", "AnyShapeStyle", "ScrollViewProxy",
        "Transaction", "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "RotationGesture",
        "ImageRenderer", "FocusState", "Task", "Haptics", "Scanner", "CharacterSet", "NSPredicate", "Bundle",
        "ProcessInfo", "FileManager", "Measurement", "PersonNameComponents", "Published", "ObservableObject",
    ]
}

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
                let size = try list.first(where: { $0.label == "size" }).map { try double($0.value, range) } ?? 17
                let w = try list.first(where: { $0.label == "weight" }).map { try weight($0.value, range) } ?? .regular
                let d = try list.first(where: { $0.label == "design" }).map { try design($0.value, range) } ?? .default
                return Font.system(size: size, weight: w, design: d)
            case "custom":
                if let s = list.first(where: { $0.label == "size" || $0.label == "fixedSize" }) {
                    return Font.system(size: try double(s.value, range))
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
