import SwiftLesson

/// A Swift, Foundation, UIKit or SwiftUI type as the interpreter models it: its role, and its
/// static members and calls where it serves them (`Color.red`, `Double.pi`, `Font.system(size:)`).
///
///     TypeEntry(name: "DateFormatter", role: .opaque)
///     TypeEntry(name: "Bool", role: .served, initializer: { $0.args?.first.map { … } ?? .bool(false) })
final class TypeEntry: Sendable {
    /// What a file's use of the type does.
    enum Role: Sendable, Hashable {
        /// The interpreter serves its members and initializers.
        case served
        /// A SwiftUI view or control outside the subset: drawn as a labelled placeholder.
        case placeholder
        /// A UIKit or Foundation type whose calls are side effects a preview skips, with a warning.
        case sideEffect
        /// A value type the interpreter does not model: a value of one is a silent stand-in.
        case opaque
    }

    /// `Type.name` or `Type.name(args)` (args nil for a member that is not called).
    struct StaticUse {
        var type: String
        var name: String
        var args: [Argument]?
        var interpreter: Interpreter
        var range: SourceRange
    }

    let name: String
    let role: Role
    /// Methods a value of the type answers when called on an implicit member (`.title.bold()`).
    let methods: Set<String>
    /// `Type.name`: nil leaves it an implicit member for whatever reads it.
    let staticMember: (@Sendable (StaticUse) throws -> Value?)?
    /// `Type.name(args)`: nil goes on to the role's and the common static calls.
    let staticCall: (@Sendable (StaticUse) throws -> Value?)?
    /// `Type(args)`, as a `StaticUse` named `init`: nil (or a nil result) goes on to the rules
    /// for names outside the table (a style, an opaque value).
    let initializer: (@Sendable (StaticUse) throws -> Value?)?

    init(
        name: String, role: Role, methods: Set<String> = [],
        staticMember: (@Sendable (StaticUse) throws -> Value?)? = nil,
        staticCall: (@Sendable (StaticUse) throws -> Value?)? = nil,
        initializer: (@Sendable (StaticUse) throws -> Value?)? = nil
    ) {
        self.name = name
        self.role = role
        self.methods = methods
        self.staticMember = staticMember
        self.staticCall = staticCall
        self.initializer = initializer
    }
}
