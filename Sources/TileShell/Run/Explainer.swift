import TileTree

/// `explain`: says in a few plain lines what a binding's view is and why it looks as it does, or
/// what a drawing command would draw, without drawing it. Pure: it reads the session.
///
/// Example: `explain price` with price nil gives "price: Decimal? = nil", "view: Text(price:currency:)
/// in red, currency USD (from currency)" and "price is nil, so Text(price:currency:) is nil and
/// nothing is drawn".
public struct Explainer {
    public let session: Session
    public let environment: Environment

    /// What `show <binding>` draws and why.
    public func explain(_ b: Binding) -> [String] {
        var lines = ["\(b.name): \(b.type) = " + ValueText.literal(b.value, type: b.type.base, session: session)]
        lines.append("view: " + viewName(b))
        lines += reason(b)
        return lines
    }

    /// What a checked drawing command would draw.
    func explain(_ command: CheckedCommand, text: String) -> [String] {
        command.shellCommand?.explain(self, text: text) ?? []
    }

    func viewName(_ b: Binding) -> String { b.presentation.viewName(of: b, in: self) }

    func pickerName(_ b: Binding, style: PickerStyle?, title: String?, label: String?) -> String {
        let typeName = b.type.base.description
        let styleText = style.map { "\($0.rawValue) (given)" } ?? "\(session.pickerStyle.rawValue) (from style)"
        return "EnumPicker over \(typeName), style \(styleText)"
            + (title.map { ", title " + ValueText.quoted($0) } ?? "")
            + (label.map { ", label " + ValueText.quoted($0) } ?? "")
    }

    /// Why the view looks as it does, or why it draws nothing.
    func reason(_ b: Binding) -> [String] {
        guard let value = b.value else {
            return ["\(b.name) is nil, so \(initializer(b)) is nil and nothing is drawn"]
        }
        if let reason = b.presentation.reason(of: b, value: value, in: self) { return reason }
        guard case .enumCase(let i) = value, case .enumeration(let t) = b.type.base,
            let e = session.enumType(named: t), e.cases.indices.contains(i)
        else { return [] }
        var lines = ["cases: " + ValueParser.caseList(e) + "; \(e.cases[i]) is selected"]
        if let faces = e.faces, faces.indices.contains(i) {
            lines.append(
                "\(e.cases[i])'s tile: title \(ValueText.quoted(faces[i].title)), colour \(faces[i].color.rawValue)")
        }
        return lines
    }

    /// A view tree, one view a line indented by depth from `depth`, a text with its string.
    static func treeLines(_ tree: ViewNode, depth: Int = 1) -> [String] {
        var lines: [String] = []
        var stack: [(ViewNode, Int)] = [(tree, depth)]
        while let (node, depth) = stack.popLast() {
            var label = node.kind.name
            if let t = node.kind as? TextKind { label += " " + ValueText.quoted(t.text) }
            lines.append(String(repeating: "  ", count: depth) + label)
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
        return lines
    }

    /// The failable initializer behind a binding's view, as the seed writes it.
    func initializer(_ b: Binding) -> String { b.presentation.initializer(of: b) }
}
