/// A command that drew something, as the Swift export needs to know it: which views a session
/// showed, in order. Plain data, so the shell can record it as commands succeed and the export
/// can be tested without running a shell.
///
/// Example: `tile apple 100 orange 46` is
/// `.tiles([DrawnTile(kind: "Fruit", caseIndex: 0, count: 100), DrawnTile(kind: "Fruit", caseIndex: 1, count: 46)])`.
public enum DrawnCommand: Hashable, Sendable {
    /// `tile <case> <count> ...`: one row of tiles, each of a named tile kind.
    case tiles([DrawnTile])
    /// `tile <count>`: one tile of the case the `fruit` binding holds when the view is shown.
    case fruitTile(count: Int)
    /// `show <binding> ...`: each binding's view, stacked; `pickerStyle` is the style its pickers
    /// were drawn in (the `style` binding's then), nil when it shows no picker.
    case show([String], pickerStyle: PickerStyle?)
    /// `picker <binding> [title "…"] [label "…"] [style …]`: `{case}` in the label stands for the
    /// case; the style it was drawn in (with none named, the `style` binding's then).
    case picker(binding: String, title: String?, label: String?, style: PickerStyle)
    /// `state`: a listing for the person at the terminal, not a view of the app, so the export
    /// leaves it out.
    case state
    /// A command of its own (a `ShellCommand` the standard language does not have), as the
    /// Swift it exports.
    case source(DrawnSource)
}

/// A drawn view as Swift source, made by its command when it was drawn: the view's expression
/// and the top-level declarations the expression needs (each written once, after the helpers).
///
/// Example: `DrawnSource(lines: ["Text(\"Sale\")", "  .stripe(.green)"], declarations: [stripeExtension])`.
public struct DrawnSource: Hashable, Sendable {
    public var lines: [String]
    public var declarations: [String]

    public init(lines: [String], declarations: [String] = []) {
        self.lines = lines
        self.declarations = declarations
    }
}

/// One tile of a `tile` row: the tile kind (an enum's name), the case's index in that enum and the count.
public struct DrawnTile: Hashable, Sendable {
    public var kind: String
    public var caseIndex: Int
    public var count: Int

    public init(kind: String, caseIndex: Int, count: Int) {
        self.kind = kind
        self.caseIndex = caseIndex
        self.count = count
    }
}

extension DrawnCommand {
    /// The record of a drawing, from its command as the checker resolved it and the picker style
    /// it was drawn in; nil for drawings that are not views of the session (`help`, `explain`).
    /// NB: the style is the drawing's, not the session's now: one `picker` drawn under three
    /// styles drew three different views, and the export keeps all three.
    public init?(_ drawing: DrawingLog.Drawing) { self.init(drawing.command, pickerStyle: drawing.pickerStyle) }

    /// The record of `command` drawn while the `style` binding held `pickerStyle`.
    public init?(_ command: CheckedCommand, pickerStyle: PickerStyle) {
        guard let drawn = command.shellCommand?.drawn(pickerStyle: pickerStyle) else { return nil }
        self = drawn
    }
}
