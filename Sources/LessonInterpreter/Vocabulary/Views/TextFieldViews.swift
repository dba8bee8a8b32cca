/// `TextField("Name", text: $name)`, `TextField("Amount", value: $amount, format: …)` and
/// `SecureField`, which shows its text as dots. Each needs a binding.
enum TextFieldViews {
    static let entries = [
        ViewEntry(name: "TextField", signatures: signatures) { try build($0, secure: false) },
        ViewEntry(name: "SecureField", signatures: signatures) { try build($0, secure: true) },
    ]

    static let signatures = [Signature("_:", "text:"), Signature("_:", "value:", "format:")]

    static func build(_ c: ViewCall, secure: Bool) throws -> Value {
        let (args, i) = (c.args, c.interpreter)
        try i.requireBinding(args.labeled("text") ?? args.labeled("value"))
        let placeholder = try args.positional.first.map { try i.string($0.value, $0.range) } ?? ""
        var text = try args.labeled("text").map { try i.string($0.value, $0.range) } ?? ""
        // NB: `TextField("Amount", value: $amount, format: .currency(code: "USD"))` shows the value formatted.
        if let value = args.labeled("value"), let format = args.labeled("format") {
            text = try i.formatted(value.value, format.value, format.range)
        }
        if secure { text = String(repeating: "•", count: text.count) }
        return .view(.textField(placeholder: placeholder, text: text, rounded: false))
    }
}
