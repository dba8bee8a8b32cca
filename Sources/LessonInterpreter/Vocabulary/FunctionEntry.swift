import SwiftLesson

/// A Swift standard library function a lesson file calls by name (`min`, `zip`, `print`): what
/// a call gives. Nil from `call` (arguments it does not take) is "cannot find" at the call.
///
///     FunctionEntry(name: "print") { _, _, _ in .void }
struct FunctionEntry: Sendable {
    var name: String
    var call: @Sendable (_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value?
}
