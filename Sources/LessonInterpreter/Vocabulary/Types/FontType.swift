/// `Font`: `Font.title`, `Font.system(size: 20)`, and the methods a font answers (`.title.bold()`).
enum FontType {
    static let entry = TypeEntry(
        name: "Font", role: .served,
        methods: ["bold", "italic", "weight", "monospaced", "monospacedDigit", "smallCaps", "leading"],
        staticMember: { .font(try $0.interpreter.font(.implicitMember($0.name, nil), $0.range)) },
        staticCall: { .font(try $0.interpreter.font(.implicitMember($0.name, $0.args), $0.range)) })
}
