/// `.onAppear { … }` / `.onAppear(perform: load)` and `.task { … }`: the action runs once before
/// the preview is first drawn, as a preview runs it, and the preview is drawn with what it
/// changed (see `Lesson.run`); a task runs to its end or to where it waits (`Task.sleep`). The
/// rows of a lazy container (`List`, `LazyVStack`, a lazy grid) appear only when scrolled to, so
/// their actions are not run; neither is `.onDisappear`'s.
enum OnAppearModifier {
    static let entries = [
        ModifierEntry(name: "onAppear", signatures: [Signature("perform:={}")]) { c in
            appear(c.args.closure("perform"), c)
        },
        ModifierEntry(
            name: "task", signatures: [Signature("priority:=", "_:{}"), Signature("id:", "priority:=", "_:{}")]
        ) { c in
            appear(c.args.last(where: { $0.trailing || $0.label == nil })?.value, c)
        },
    ]

    static func appear(_ action: Value?, _ c: ModifierCall) -> Value {
        let i = c.interpreter
        if let action, !action.isNull, i.lazyRows == 0 { i.appearActions.append(action) }
        return .view(c.node)
    }

    /// `build` run with the views it makes counted as rows of a lazy container.
    static func lazily<T>(_ i: Interpreter, _ build: () throws -> T) rethrows -> T {
        i.lazyRows += 1
        defer { i.lazyRows -= 1 }
        return try build()
    }
}
