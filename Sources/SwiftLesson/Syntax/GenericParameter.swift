/// One generic parameter with its constraint, as `T: Hashable & CaseIterable` in `<...>`.
///
///     // struct EnumPicker<T: Hashable, V: View> has [T: Hashable, V: View]
public struct GenericParameter: Hashable, Sendable {
    public var name: String
    public var inheritedType: TypeSyntax?
}
