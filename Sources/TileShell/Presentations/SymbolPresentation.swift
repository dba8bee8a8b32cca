import TileRender
import TileTree

/// `Image(systemName:)`: an SF Symbol by name, with the glyph that stands for it in cells.
///
/// Example: `SymbolPresentation.label(name: "star.fill")` is "symbol star.fill".
public struct SymbolPresentation: Presentation {
    public init() {}

    /// The symbol's tree.
    public static func tree(name: String, glyph: String) -> ViewNode { .image(systemName: name, glyph: glyph) }

    /// What a symbol shows, in words.
    public static func label(name: String) -> String { "symbol \(name)" }

    public var name: PresentationName { .symbol }

    public func accepts(_ type: ValueType) -> Bool { type == .string }

    public func view(of b: Binding, value: Value, session: Session, environment: Environment) -> ShellView? {
        guard case .string(let s) = value else {
            return TextPresentation.view(of: b, value: value, session: session, role: name)
        }
        return FailableViews.image(systemName: s).map(ShellView.text)
    }

    public func viewName(of b: Binding, in explainer: Explainer) -> String {
        "Image(systemName:), a glyph for an SF Symbol name"
    }

    public func reason(of b: Binding, value: Value, in explainer: Explainer) -> [String]? {
        guard case .string(let name) = value, Symbols.glyph(for: name) == nil else { return nil }
        return [
            "\(b.name) \(ValueText.quoted(name)) is not a known symbol name; it shows as [\(name)], dimmed, "
                + "so the typo is visible"
        ]
    }

    public func initializer(of b: Binding) -> String { "Image(systemName:)" }

    public func swiftLines(
        of b: ExportPlan.BindingPlan, pickerStyle: PickerStyle, into source: inout DrawnViewSource
    ) -> [String] {
        if b.binding.type.isOptional { source.use(.optionalImage) }
        return DrawnViewSource.source(
            of: Self.tree(name: "", glyph: ""), content: ["Image(systemName: \(b.reference))"])
    }
}

extension Presentation where Self == SymbolPresentation {
    /// `Image(systemName:)`.
    public static var symbol: SymbolPresentation { SymbolPresentation() }
}
