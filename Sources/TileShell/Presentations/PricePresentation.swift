import TileRender
import TileTree

/// `Text(price:currency:)`: the formatted amount in red, as in the item card.
///
/// Example: `PricePresentation.tree("$9.99")` is `Text("$9.99").foregroundStyle(.red)`.
public struct PricePresentation: Presentation {
    public init() {}

    /// The formatted price's tree.
    public static func tree(_ s: String) -> ViewNode { ViewNode.text(s).foregroundStyle(.system(.red)) }

    public var name: PresentationName { .price }

    public func accepts(_ type: ValueType) -> Bool { type == .decimal || type == .int }

    public var readsBindings: [String] { ["currency"] }

    public func view(of b: Binding, value: Value, session: Session, environment: Environment) -> ShellView? {
        let amount: DecimalValue
        switch value {
        case .decimal(let d): amount = d
        case .int(let i): amount = DecimalValue(isNegative: i < 0, significand: UInt64(i.magnitude), scale: 0)
        case .string, .bool, .double, .date, .enumCase:
            return TextPresentation.view(of: b, value: value, session: session, role: name)
        }
        return FailableViews.text(price: amount, currency: session.currencyCode, environment: environment)
            .map(ShellView.text)
    }

    public func viewName(of b: Binding, in explainer: Explainer) -> String {
        "Text(price:currency:) in red, currency \(explainer.session.currencyCode) (from currency), locale "
            + explainer.environment.locale
    }

    public func reason(of b: Binding, value: Value, in explainer: Explainer) -> [String]? {
        guard case .decimal(let d) = value else { return nil }
        let code = explainer.session.currencyCode
        let environment = explainer.environment
        return ["\(d) in \(code) reads " + environment.formatter.currency(d, code: code, locale: environment.locale)]
    }

    public func initializer(of b: Binding) -> String { "Text(price:currency:)" }

    public func swiftLines(
        of b: ExportPlan.BindingPlan, pickerStyle: PickerStyle, into source: inout DrawnViewSource
    ) -> [String] {
        let name = b.reference
        source.use(.priceText)
        var amount = name
        if b.binding.type.base == .int {
            amount = b.binding.type.isOptional ? "\(name).map { Decimal($0) }" : "Decimal(\(name))"
        }
        var arguments = "price: \(amount)"
        if let currency = source.plan.bindingPlan("currency"), case .enumeration = currency.binding.type.base {
            let code =
                currency.binding.type.isOptional
                ? "\(currency.reference)?.rawValue ?? \"USD\"" : "\(currency.reference).rawValue"
            arguments += ", currency: \(code)"
        }
        return DrawnViewSource.source(of: Self.tree(""), content: ["Text(\(arguments))"])
    }

    public func exportReads(in session: Session) -> [String] {
        ExportPlan.currencyIsEnum(session) ? ["currency"] : []
    }
}

extension Presentation where Self == PricePresentation {
    /// `Text(price:currency:)`.
    public static var price: PricePresentation { PricePresentation() }
}
