/// A command that drew something, as the Swift export needs to know it: which views a session
/// showed, in order. Plain data, so the shell can record it as commands succeed and the export
/// can be tested without running a shell. What each record is, and the Swift it exports, is its
/// command's (a `DrawnView` in the command's file).
///
/// Example: `tile apple 100 orange 46` is
/// `.tiles([DrawnTile(kind: "Fruit", caseIndex: 0, count: 100), DrawnTile(kind: "Fruit", caseIndex: 1, count: 46)])`.
public struct DrawnCommand: Hashable, Sendable {
    public let view: any DrawnView

    public init(_ view: some DrawnView) { self.view = view }

    public static func == (a: DrawnCommand, b: DrawnCommand) -> Bool { AnyHashable(a.view) == AnyHashable(b.view) }

    public func hash(into hasher: inout Hasher) { AnyHashable(view).hash(into: &hasher) }
}

/// A drawn view as a Swift export records it: what its Swift expression is, and what of the
/// session that expression reads.
public protocol DrawnView: Hashable, Sendable {
    /// The view's Swift expression, as lines relative to where it goes in the body (helpers it
    /// calls are declared through `source`); empty when it names what no longer exists.
    func swiftLines(_ source: inout DrawnViewSource) -> [String]
    /// The bindings it reads, which the main view must hold.
    func bindingsRead(in session: Session) -> Set<String>
    /// The enums it names besides the bindings' types (a tile's kind).
    func enumsUsed(in session: Session) -> Set<String>
    /// Whether it is a listing for the person at the terminal rather than a view of the app
    /// (`state`), which the export leaves out.
    var isListing: Bool { get }
}

extension DrawnView {
    public func bindingsRead(in session: Session) -> Set<String> { [] }
    public func enumsUsed(in session: Session) -> Set<String> { [] }
    public var isListing: Bool { false }
}

/// A drawn view as Swift source, made by its command when it was drawn: the view's expression
/// and the top-level declarations the expression needs (each written once, after the helpers).
///
/// Example: `DrawnSource(lines: ["Text(\"Sale\")", "  .stripe(.green)"], declarations: [stripeExtension])`.
public struct DrawnSource: DrawnView {
    public var lines: [String]
    public var declarations: [String]
    /// Whether the lines are a Swift expression typed at the prompt, which may name the session's
    /// bindings (`Text("n is \\(n)")`): the main view then holds those it names.
    public var namesBindings: Bool

    public init(lines: [String], declarations: [String] = [], namesBindings: Bool = false) {
        self.lines = lines
        self.declarations = declarations
        self.namesBindings = namesBindings
    }

    public func swiftLines(_ source: inout DrawnViewSource) -> [String] {
        for d in declarations { source.declare(d) }
        return lines
    }

    public func bindingsRead(in session: Session) -> Set<String> {
        guard namesBindings else { return [] }
        return Set(SwiftViewCommand.names(in: lines.joined(separator: "\n"), session: session).map(\.name))
    }
}

extension DrawnCommand {
    /// A command of its own, as the Swift it exports.
    public static func source(_ source: DrawnSource) -> DrawnCommand { DrawnCommand(source) }

    /// The record of a drawing, from its command as the checker resolved it and the picker style
    /// it was drawn in; nil for drawings that are not views of the session (`help`, `explain`).
    /// NB: the style is the drawing's, not the session's now: one `picker` drawn under three
    /// styles drew three different views, and the export keeps all three.
    public init?(_ drawing: DrawingLog.Drawing) {
        if let exported = drawing.exported {
            self = exported
            return
        }
        self.init(drawing.command, pickerStyle: drawing.pickerStyle)
    }

    /// The record of `command` drawn while the `style` binding held `pickerStyle`.
    public init?(_ command: CheckedCommand, pickerStyle: PickerStyle) {
        guard let drawn = command.shellCommand?.drawn(pickerStyle: pickerStyle) else { return nil }
        self = drawn
    }
}
