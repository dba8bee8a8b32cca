import SwiftLesson

/// `withAnimation(.spring()) { … }` and `withTransaction(t) { … }`: a still preview is drawn at
/// the state an animation reaches, so the body runs at once and gives what it returns; iOS 17's
/// `completion:` runs after it, as it runs once the animation has finished.
enum AnimationFunctions {
    static let entries = [
        FunctionEntry(name: "withAnimation", call: run), FunctionEntry(name: "withTransaction", call: run),
    ]

    @Sendable static func run(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value? {
        // NB: the body is the first closure not labelled `completion:`, written in the parentheses or trailing.
        let closures = args.filter { arg in
            if case .closure = arg.value { return true }
            return false
        }
        guard let body = closures.first(where: { $0.label == nil || $0.label == "body" }) else { return nil }
        let given = try i.callValue(body.value, [], body.range)
        if let completion = closures.first(where: { $0.label == "completion" }) {
            _ = try i.callValue(completion.value, [], completion.range)
        }
        return given
    }
}
