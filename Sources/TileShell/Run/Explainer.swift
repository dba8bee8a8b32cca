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

    func viewName(_ b: Binding) -> String {
        switch b.presentation {
        case .picker: pickerName(b, style: nil, title: nil, label: nil)
        case .headline: "Text(optional:) in .headline (bold)"
        case .subheadline: "Text(optional:) in .subheadline, secondary"
        case .text: "Text(optional:)"
        case .caption: "Text(optional:) in .caption, secondary"
        case .price:
            "Text(price:currency:) in red, currency \(session.currencyCode) (from currency), locale \(environment.locale)"
        case .date: "Text(relativeDate:) in .caption, secondary, relative to now (\(environment.now))"
        case .badge: "the discount badge: a red capsule \"N% OFF\", shown only above 0"
        case .symbol: "Image(systemName:), a glyph for an SF Symbol name"
        }
    }

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
        switch (b.presentation, value) {
        case (.badge, .int(let n)) where n <= 0:
            return ["\(b.name) is \(n), and the badge shows only above 0, so nothing is drawn"]
        case (.symbol, .string(let name)) where Symbols.glyph(for: name) == nil:
            return [
                "\(b.name) \(ValueText.quoted(name)) is not a known symbol name; it shows as [\(name)], dimmed, "
                    + "so the typo is visible"
            ]
        case (.price, .decimal(let d)):
            let code = session.currencyCode
            return [
                "\(d) in \(code) reads " + environment.formatter.currency(d, code: code, locale: environment.locale)
            ]
        case (.date, .date(let d)):
            return [
                "\(d) is " + environment.formatter.relativeDate(d, now: environment.now, locale: environment.dateLocale)
                    + " relative to now, \(environment.now)"
            ]
        case (_, .enumCase(let i)):
            guard case .enumeration(let t) = b.type.base, let e = session.enumType(named: t),
                e.cases.indices.contains(i)
            else { return [] }
            var lines = ["cases: " + ValueParser.caseList(e) + "; \(e.cases[i]) is selected"]
            if let faces = e.faces, faces.indices.contains(i) {
                lines.append(
                    "\(e.cases[i])'s tile: title \(ValueText.quoted(faces[i].title)), colour \(faces[i].color.rawValue)"
                )
            }
            return lines
        default:
            return []
        }
    }

    /// The failable initializer behind a binding's view, as the seed writes it.
    func initializer(_ b: Binding) -> String {
        switch b.presentation {
        case .price: "Text(price:currency:)"
        case .date: "Text(relativeDate:)"
        case .badge: "the badge"
        case .symbol: "Image(systemName:)"
        case .picker: "the picker"
        case .headline, .subheadline, .text, .caption: "Text(optional:)"
        }
    }
}
