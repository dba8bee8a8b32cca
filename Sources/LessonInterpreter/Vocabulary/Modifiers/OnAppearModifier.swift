/// `.onAppear { … }` / `.onAppear(perform: load)`: the action runs once before the preview is
/// first drawn, as a preview runs it, and the preview is drawn with what it changed (see
/// `Lesson.run`). The rows of a lazy container (`List`, `LazyVStack`, a lazy grid) appear only
/// when scrolled to, so their actions are not run; neither is `.onDisappear`'s.
enum OnAppearModifier {
    static let entry = ModifierEntry(name: "onAppear", signatures: [Signature("perform:={}")]) { c in
        let i = c.interpreter
        if let action = c.args.closure("perform"), !action.isNull, i.lazyRows == 0 {
            i.appearActions.append(action)
        }
        return .view(c.node)
    }

    /// `build` run with the views it makes counted as rows of a lazy container.
    static func lazily<T>(_ i: Interpreter, _ build: () throws -> T) rethrows -> T {
        i.lazyRows += 1
        defer { i.lazyRows -= 1 }
        return try build()
    }
}
