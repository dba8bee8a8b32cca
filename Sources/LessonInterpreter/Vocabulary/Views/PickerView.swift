import TileTree

/// `Picker("Fruit", selection: $fruit) { … }`: its options' labels and the one selected.
enum PickerView {
    static let entry = ViewEntry(
        name: "Picker",
        signatures: [Signature("_:", "selection:", "content:{}"), Signature("selection:", "content:{}", "label:{}")],
        build: build)

    @Sendable static func build(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        var title: String?
        if let first = args.positional.first, case .string(let s) = i.unbound(first.value) { title = s }
        if let label = args.labeled("label") ?? args.first(where: { $0.trailing && $0.label == "label" }) {
            title = try i.views(label.value, range).first?.plainText
        }
        let content = args.labeled("content")?.value ?? args.first { $0.trailing && $0.label == nil }?.value
        let options = Picking.options(try i.views(content, range))
        let labels = options.map { Picking.firstText($0) ?? "" }
        var selected = -1
        if let selection = args.labeled("selection") {
            try i.requireBinding(selection)
            let key = i.describe(i.unbound(selection.value))
            selected = options.firstIndex { Picking.tag(of: $0) == key } ?? -1
        }
        return .view(.picker(PickerData(title: title, labels: labels, selected: selected, origin: .swiftUI)))
    }
}
