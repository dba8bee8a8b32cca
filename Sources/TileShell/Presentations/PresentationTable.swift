/// The presentations `show` knows, by name: the standard set, or one extended with a
/// presentation of its own (`PresentationTable.standard.adding(MyPresentation())`) and given to
/// the shell. NB: a value, not a registry: Swift 6 has no global mutable state to register into.
///
/// Example: `PresentationTable.standard[.price]?.accepts(.decimal)` is true.
public struct PresentationTable: Sendable {
    /// In declaration order: the order `help` and completion list them, and the first that is
    /// the default for a type wins.
    public private(set) var all: [any Presentation]

    public init(_ all: [any Presentation]) { self.all = all }

    /// The shell's own presentations.
    public static let standard = PresentationTable([
        PickerPresentation.picker,
        TextPresentation.headline, TextPresentation.subheadline, TextPresentation.text, TextPresentation.caption,
        PricePresentation.price,
        RelativeDatePresentation.date,
        BadgePresentation.badge,
        SymbolPresentation.symbol,
    ])

    /// This table with `presentation` added, replacing one of the same name.
    public func adding(_ presentation: any Presentation) -> PresentationTable {
        var table = self
        table.all.removeAll { $0.name == presentation.name }
        table.all.append(presentation)
        return table
    }

    /// The presentation called `name`.
    public subscript(name: PresentationName) -> (any Presentation)? { all.first { $0.name == name } }

    /// Every presentation's name, in order.
    public var names: [String] { all.map(\.name.rawValue) }

    /// The presentation a new binding of `type` gets when its declaration names none: body text
    /// when none claims the type.
    public func defaultFor(_ type: ValueType) -> any Presentation {
        all.first { $0.isDefault(for: type) } ?? TextPresentation.text
    }
}
