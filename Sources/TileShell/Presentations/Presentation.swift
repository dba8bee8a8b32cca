/// How `show` presents a binding, declared once: its name, the value types it accepts, the view
/// it builds (whose tree, JSON and accessible label the view answers), its `explain` lines, the
/// other bindings it reads, and its Swift export. `PresentationTable` lists them by name.
///
/// Example: `PricePresentation().view(of: price, value: .decimal(d), session: s, environment: e)`
/// is the red text "$9.99".
public protocol Presentation: Sendable {
    /// What `var <name>: <Type> as <name>` calls it.
    var name: PresentationName { get }
    /// Whether it can show values of `type`.
    func accepts(_ type: ValueType) -> Bool
    /// Whether a new binding of `type` whose declaration names no presentation gets this one.
    func isDefault(for type: ValueType) -> Bool
    /// Bindings its view reads besides its own (a price its currency, a picker its style): a
    /// watch redraws when they change.
    var readsBindings: [String] { get }
    /// The view `show` draws of `b`, whose value is `value`; nil draws nothing.
    func view(of b: Binding, value: Value, session: Session, environment: Environment) -> ShellView?
    /// What `explain` says the view is, after "view: ".
    func viewName(of b: Binding, in explainer: Explainer) -> String
    /// Why the view of `value` looks as it does; nil when the presentation has nothing of its own
    /// to say (an enum value's cases are said then).
    func reason(of b: Binding, value: Value, in explainer: Explainer) -> [String]?
    /// The initializer `explain` says is nil when the value is.
    func initializer(of b: Binding) -> String
    /// The Swift expression of the view, as lines; helpers it calls are declared through
    /// `source` (`DrawnViewSource.declare`).
    func swiftLines(of b: ExportPlan.BindingPlan, pickerStyle: PickerStyle, into source: inout DrawnViewSource)
        -> [String]
    /// Bindings the exported view reads besides its own (a price its currency when that is an enum).
    func exportReads(in session: Session) -> [String]
}

extension Presentation {
    public func isDefault(for type: ValueType) -> Bool { false }
    public var readsBindings: [String] { [] }
    public func reason(of b: Binding, value: Value, in explainer: Explainer) -> [String]? { nil }
    public func exportReads(in session: Session) -> [String] { [] }
}
