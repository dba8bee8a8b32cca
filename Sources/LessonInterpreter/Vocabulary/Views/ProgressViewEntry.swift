/// `ProgressView()`, `ProgressView(value: 0.4)`, `ProgressView("Loading", value: 3, total: 10)`.
enum ProgressViewEntry {
    static let entry = ViewEntry(
        name: "ProgressView",
        signatures: [Signature("_:", "value:", "total:"), Signature("value:", "total:", "label:{}")]
    ) { c in
        let (args, i) = (c.args, c.interpreter)
        let value = try args.labeled("value").flatMap { a -> Double? in
            a.value.isNull ? nil : try i.double(a.value, a.range)
        }
        let total = try args.labeled("total").map { try i.double($0.value, $0.range) } ?? 1
        let hasLabel = args.positional.first != nil || args.contains { $0.trailing || $0.label == "label" }
        let label = hasLabel ? try c.controlLabel() : nil
        return .view(.progressView(label: label, value: value, total: total))
    }
}
