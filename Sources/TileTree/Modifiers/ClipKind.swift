/// `.cornerRadius(_:)` and `.clipShape(_:)`: what the child draws is clipped to the shape. In
/// cells a rounded shape draws as a box of `╭╮╰╯` on the frame's edge (half blocks `▐▌` on a
/// single row), so the frame inside lays its content out one cell in.
public struct ClipKind: ViewKind {
    public var shape: ShapeKind
    /// `".cornerRadius"` or `".clipShape"`.
    public var name: String

    public init(_ shape: ShapeKind, name: String = ".clipShape") {
        self.shape = shape
        self.name = name
    }

    /// `.cornerRadius(r)`.
    public static func cornerRadius(_ r: Double) -> ClipKind {
        ClipKind(.roundedRectangle(cornerRadius: Length.sane(r)), name: ".cornerRadius")
    }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = shape.isRounded
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.pushClip(shape, in: frame)
    }

    public func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.popClip()
    }

    /// `.cornerRadius(10)` or `.clipShape(Capsule())`.
    public var swift: SwiftCode? {
        if name == ".cornerRadius", case .roundedRectangle(let r) = shape {
            return .modifier(".cornerRadius(\(SwiftUISource.number(r)))")
        }
        return .modifier(".clipShape(\(shape.description))")
    }
}
