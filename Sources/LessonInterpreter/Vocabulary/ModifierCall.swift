import SwiftLesson
import TileTree

/// A modifier called on a view (`.padding(.horizontal, 8)`): what an entry's builder reads.
struct ModifierCall {
    var node: ViewNode
    var name: String
    var args: [Argument]
    var interpreter: Interpreter
    var range: SourceRange

    var first: Argument? { args.first }

    /// The number labelled `label`, nil when absent, nil or a stand-in; a `max…` may be infinite.
    func number(_ label: String) throws -> Double? {
        guard let a = args.labeled(label), !a.value.isNull else { return nil }
        if case .unsupported = a.value { return nil }
        return try interpreter.geometry(a.value, a.valueAt, allowsInfinity: label.hasPrefix("max"), as: "CGFloat")
    }

    /// `.bold()` or `.bold(isOn)`.
    func flag() throws -> Bool {
        guard let a = first else { return true }
        return try interpreter.truth(a.value, a.range)
    }

    /// A number kept within the lengths a tree holds; zero for a non-finite one.
    static func finite(_ v: Double) -> Double { Length.signed(v) }
}
