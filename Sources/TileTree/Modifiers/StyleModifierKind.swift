/// The modifiers that change only what the views inside inherit: the font and its weight and
/// slant, decorations, the foreground style, text alignment, the line limit, the picker style,
/// a shape's fill or stroke. They take no room of their own and are folded into their content
/// in the layout's output.
public struct StyleModifierKind: ViewKind {
    public var change: Change

    public init(_ change: Change) { self.change = change }

    /// One change to the environment, by the SwiftUI modifier that makes it.
    public enum Change: Sendable {
        case font(Font)
        case fontWeight(Font.Weight)
        case bold
        case italic
        case underline
        case strikethrough
        /// `.foregroundColor` and `.foregroundStyle`.
        case foreground(Paint, styleName: String)
        case multilineTextAlignment(TextAlignment)
        case lineLimit(Int?)
        case pickerStyle(PickerStyleKind)
        case fill(Paint)
        case stroke(Stroke)
        /// `.renderingMode(.original)` or `.template`: an asset image's own colours, or its
        /// silhouette in the foreground style (a symbol takes the foreground style either way).
        case renderingMode(original: Bool)
        /// `.scrollContentBackground(.hidden)` (true) or `.visible`/`.automatic` (false).
        case scrollContentBackground(hidden: Bool)
        case minimumScaleFactor(Double)
        case kerning(Double)
        case tracking(Double)
        case baselineOffset(Double)
        case textCase(TextCase?)
        /// `.trim(from:to:)` on a shape.
        case trim(from: Double, to: Double)
        /// `.tint` and `.accentColor`: the colour of the controls inside.
        case tint(Paint, styleName: String)
    }

    public var isTransparent: Bool { true }

    public var name: String {
        switch change {
        case .font: ".font"
        case .fontWeight: ".fontWeight"
        case .bold: ".bold"
        case .italic: ".italic"
        case .underline: ".underline"
        case .strikethrough: ".strikethrough"
        case .foreground(_, let styleName): styleName
        case .multilineTextAlignment: ".multilineTextAlignment"
        case .lineLimit: ".lineLimit"
        case .pickerStyle: ".pickerStyle"
        case .fill: ".fill"
        case .stroke(let s): s.inset ? ".strokeBorder" : ".stroke"
        case .renderingMode: ".renderingMode"
        case .scrollContentBackground: ".scrollContentBackground"
        case .minimumScaleFactor: ".minimumScaleFactor"
        case .kerning: ".kerning"
        case .tracking: ".tracking"
        case .baselineOffset: ".baselineOffset"
        case .textCase: ".textCase"
        case .trim: ".trim"
        case .tint(_, let styleName): styleName
        }
    }

    /// Letter spacing made finite, within ±1000 pt.
    static func spacing(_ k: Double) -> Double { k.isFinite ? max(-1000, min(k, 1000)) : 0 }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        switch change {
        case .font(let f):
            // NB: the engine applies modifiers from the root down, so the `.font` nearest the
            // text is applied last and wins, as in SwiftUI.
            environment.font = f
        case .fontWeight(let w): environment.weight = w
        case .bold: environment.weight = .bold
        case .italic: environment.italic = true
        case .underline: environment.underline = true
        case .strikethrough: environment.strikethrough = true
        case .foreground(let p, _): environment.foreground = p
        case .multilineTextAlignment(let a): environment.textAlignment = a
        case .lineLimit(let n): environment.lineLimit = n.map { max(1, $0) }
        case .pickerStyle(let s): environment.pickerStyle = s
        case .fill(let p): environment.shapeFill = p
        case .stroke(let s): environment.shapeStroke = s
        case .renderingMode(let original): environment.templateRendering = !original
        case .scrollContentBackground(let hidden): environment.hidesScrollContentBackground = hidden
        case .minimumScaleFactor(let f): environment.minimumScaleFactor = f.isNaN ? 1 : max(0, min(f, 1))
        case .kerning(let k): environment.kerning = Self.spacing(k)
        case .tracking(let k): environment.tracking = Self.spacing(k)
        case .baselineOffset(let d):
            environment.baselineOffset = d.isFinite ? max(-Length.largest, min(d, Length.largest)) : 0
        case .textCase(let c): environment.textCase = c
        case .trim(let from, let to):
            func unit(_ v: Double) -> Double { v.isNaN ? 0 : max(0, min(v, 1)) }
            // NB: the modifier nearer the shape trims first, and the one above takes its part of
            // that part, as SwiftUI trims a trimmed path; the environment meets the outer one first.
            let outer = environment.trim ?? (0, 1)
            let (a, span) = (unit(from), max(0, unit(to) - unit(from)))
            environment.trim = (a + outer.from * span, a + outer.to * span)
        case .tint(let p, _): environment.tint = p
        }
    }
    /// The modifier as SwiftUI source: `.font(.headline)`, `.foregroundStyle(.secondary)`.
    public var swift: SwiftCode? {
        let n = SwiftUISource.number
        let arguments: String
        switch change {
        case .font(let f): arguments = f.swiftName
        case .fontWeight(let w): arguments = "." + w.rawValue
        case .bold, .italic, .underline, .strikethrough: arguments = ""
        case .foreground(let p, _), .fill(let p), .tint(let p, _): arguments = p.description
        case .multilineTextAlignment(let a): arguments = "." + a.rawValue
        case .lineLimit(let limit): arguments = limit.map(String.init) ?? "nil"
        case .pickerStyle(let style): arguments = "." + style.rawValue
        case .stroke(let s): arguments = s.paint.description + (s.width == 1 ? "" : ", lineWidth: " + n(s.width))
        case .renderingMode(let original): arguments = original ? ".original" : ".template"
        case .scrollContentBackground(let hidden): arguments = hidden ? ".hidden" : ".visible"
        case .minimumScaleFactor(let v), .kerning(let v), .tracking(let v), .baselineOffset(let v): arguments = n(v)
        case .textCase(let c): arguments = c.map { "." + $0.rawValue } ?? "nil"
        case .trim(let from, let to): arguments = "from: \(n(from)), to: \(n(to))"
        }
        return .modifier(name + "(" + arguments + ")")
    }
}
