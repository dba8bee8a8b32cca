/// A named, typed slot of session state. `value == nil` only when the type is optional.
public struct Binding: Hashable, Sendable {
    public let name: String
    public let type: BindingType
    public var value: Value?
    /// How `show` draws it. NB: the presentation itself, not its name: `show` reads it without
    /// looking it up in a table.
    public var presentation: any Presentation
    /// True for the seeds' built-ins (so `state` and completion can tell them apart).
    public let isBuiltIn: Bool

    public init(name: String, type: BindingType, value: Value?, presentation: any Presentation, isBuiltIn: Bool = false)
    {
        self.name = name
        self.type = type
        self.value = value
        self.presentation = presentation
        self.isBuiltIn = isBuiltIn
    }

    /// Bindings are equal when their presentations have the same name.
    public static func == (a: Binding, b: Binding) -> Bool {
        a.name == b.name && a.type == b.type && a.value == b.value && a.presentation.name == b.presentation.name
            && a.isBuiltIn == b.isBuiltIn
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(value)
        hasher.combine(presentation.name)
        hasher.combine(isBuiltIn)
    }
}
