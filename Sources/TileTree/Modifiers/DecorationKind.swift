/// Modifiers that draw over or around their content without changing its layout: `.border`,
/// `.opacity`, and the markers `.ignoresSafeArea` and `.tag`.
public struct DecorationKind: ViewKind {
    public var decoration: Decoration

    public init(_ decoration: Decoration) { self.decoration = decoration }

    public enum Decoration: Sendable {
        case border(Paint, width: Double)
        case opacity(Double)
        /// The view reaches past the safe area on these edges where it touches it (`SafeAreaRegion`);
        /// a root that ignores it is offered the screen on them.
        case ignoresSafeArea(Edge.Set)
        case tag(String)
        /// A date picker's value, for `.datePickerStyle(_:)` to draw it again (`ViewNode.datePicker`).
        case datePicker(DatePickerSpec)
    }

    var isDatePicker: Bool {
        if case .datePicker = decoration { return true }
        return false
    }

    public var name: String {
        switch decoration {
        case .border: ".border"
        case .opacity: ".opacity"
        case .ignoresSafeArea: ".ignoresSafeArea"
        case .tag: ".tag"
        case .datePicker: "DatePicker"
        }
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        if case .opacity(let v) = decoration { painter.pushLayer(Layer(opacity: v), in: frame) }
    }

    public func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        switch decoration {
        case .border(let paint, let width):
            painter.stroke(frame, shape: .rectangle, paint: paint, lineWidth: Length.sane(width), inset: true)
        case .opacity: painter.popLayer()
        case .ignoresSafeArea, .tag, .datePicker: break
        }
    }

    public var swift: SwiftCode? {
        switch decoration {
        case .border(let paint, let width):
            return .modifier(".border(\(paint)" + (width == 1 ? "" : ", width: \(SwiftUISource.number(width))") + ")")
        case .opacity(let v): return .modifier(".opacity(\(SwiftUISource.number(v)))")
        case .ignoresSafeArea(let edges):
            return .modifier(edges == .all ? ".ignoresSafeArea()" : ".ignoresSafeArea(edges: \(edges.swift))")
        case .tag(let t): return .modifier(".tag(\(SwiftUISource.string(t)))")
        case .datePicker: return nil
        }
    }
}
