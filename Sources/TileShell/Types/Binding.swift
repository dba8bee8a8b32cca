/// A named, typed slot of session state. `value == nil` only when the type is optional.
public struct Binding: Hashable, Sendable {
    public let name: String
    public let type: BindingType
    public var value: Value?
    public var presentation: PresentationName
    /// True for the seeds' built-ins (so `state` and completion can tell them apart).
    public let isBuiltIn: Bool

    public init(name: String, type: BindingType, value: Value?, presentation: PresentationName, isBuiltIn: Bool = false)
    {
        self.name = name
        self.type = type
        self.value = value
        self.presentation = presentation
        self.isBuiltIn = isBuiltIn
    }
}
