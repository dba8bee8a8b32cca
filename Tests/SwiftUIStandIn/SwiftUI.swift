// A stand-in for SwiftUI on Linux, so that exported Swift files can be type-checked here.
//
// It declares only the API that tileshell's Swift export uses, each with the signature Apple
// publishes in SwiftUI's module interface (argument labels, generic constraints, result builders,
// conditional conformances), so a file that type-checks against it type-checks against SwiftUI.
// No `Any` parameters and no catch-all overloads: a wrong label, a missing case or an unknown
// picker style must fail here as it would in Xcode. Bodies are placeholders; nothing runs.
//
// Build: swiftc -emit-module -parse-as-library -module-name SwiftUI \
//   -emit-module-path DIR/SwiftUI.swiftmodule SwiftUI.swift

@_exported import Foundation

// MARK: - View and its builders

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View { TupleView((repeat each content)) }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View { fatalError() }
}

public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The modifier every View extension below returns (each is a distinct type in SwiftUI; one
/// opaque stand-in is enough for type-checking callers, which see only `some View`).
public struct _StandInModifier {}

// MARK: - State and bindings

public protocol DynamicProperty {}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    public init?(_ base: Binding<Value?>) { fatalError() }
}

extension Binding: DynamicProperty {}

extension Binding {
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

/// No `init(wrappedValue:)`: Swift's memberwise initializer has no parameter for it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}

// MARK: - Text

@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
        public typealias StringLiteralType = String
    }
    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias StringLiteralType = String
    public typealias UnicodeScalarLiteralType = String
}

public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

@frozen
public struct Text: Equatable, Sendable {
    public init(verbatim content: String) {}
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    nonisolated public static func == (a: Text, b: Text) -> Bool { true }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Text {
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}

// MARK: - Image and shapes

@frozen
public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
    nonisolated public static func == (a: Image, b: Image) -> Bool { true }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Path {}

public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

@frozen
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    @inlinable nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in r: CGRect) -> Path { Path() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct FillStyle: Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

// MARK: - Colours, styles and fonts

public protocol ShapeStyle: Sendable {}

@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
    public var description: String { "" }
    public static let red = Color()
    public static let orange = Color()
    public static let yellow = Color()
    public static let green = Color()
    public static let mint = Color()
    public static let teal = Color()
    public static let cyan = Color()
    public static let blue = Color()
    public static let indigo = Color()
    public static let purple = Color()
    public static let pink = Color()
    public static let brown = Color()
    public static let white = Color()
    public static let gray = Color()
    public static let black = Color()
    public static let clear = Color()
    public static let primary = Color()
    public static let secondary = Color()
    public static let accentColor = Color()
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()

    @frozen
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }
}

// MARK: - Layout

@frozen
public struct HorizontalAlignment: Equatable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

@frozen
public struct VerticalAlignment: Equatable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
}

@frozen
public struct Alignment: Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
}

@frozen
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    @frozen
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

@frozen
public struct VStack<Content>: View where Content: View {
    @inlinable public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct HStack<Content>: View where Content: View {
    @inlinable public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A button: its label, and the action a tap runs (SwiftUI's own initializers, the common ones).
public struct Button<Label>: View where Label: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    @_disfavoredOverload public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol {}
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
}

@frozen
public struct Spacer: View {
    public var minLength: CGFloat?
    @inlinable public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        fatalError()
    }
}

// MARK: - Pickers

public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Picker {
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        fatalError()
    }
}

public protocol PickerStyle {}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

// MARK: - View modifiers

extension View {
    nonisolated public func font(_ font: Font?) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func padding(_ length: CGFloat) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func labelsHidden() -> some View { ModifiedContent(content: self, modifier: _StandInModifier()) }
}

// MARK: - Previews

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// MARK: - Foundation API that Apple platforms have and Linux lacks

open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, @unchecked Sendable {
        case numeric = 0
        case named = 1
    }

    public enum UnitsStyle: Int, @unchecked Sendable {
        case full = 0
        case spellOut = 1
        case short = 2
        case abbreviated = 3
    }

    open var dateTimeStyle: RelativeDateTimeFormatter.DateTimeStyle = .numeric
    open var unitsStyle: RelativeDateTimeFormatter.UnitsStyle = .full

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String { "" }
}

// MARK: - Initializers and modifiers whose labels the interpreter checks, as SwiftUI declares them

extension Text {
    public init(_ image: Image) {}
    public init(_ attributedContent: AttributedString) {}
    public init(_ date: Date, style: Text.DateStyle) {}
    public init(_ dates: ClosedRange<Date>) {}
    public init<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {}
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {}

    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Equatable, Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
    }
}

extension Image {
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
    public init(decorative name: String, bundle: Bundle? = nil) {}
    public init(systemName: String, variableValue: Double?) {}
}

@frozen
public struct Group<Content>: View where Content: View {
    @inlinable public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ZStack<Content>: View where Content: View {
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Divider: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A button's meaning, which styles draw (`.destructive` in red).
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

extension Button {
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {}
}

/// A title beside an icon.
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct Angle: Equatable, Sendable {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
    public static func radians(_ radians: Double) -> Angle { Angle() }
}

@frozen
public struct UnitPoint: Equatable, Sendable {
    public static let center = UnitPoint()
    public static let topLeading = UnitPoint()
}

@frozen
public struct EdgeInsets: Equatable {
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

extension View {
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func opacity(_ opacity: Double) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func hidden() -> some View { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func offset(_ offset: CGSize) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
    where S1: ShapeStyle, S2: ShapeStyle { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View
    where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View
    where S: Shape { ModifiedContent(content: self, modifier: _StandInModifier()) }
}

@frozen
public struct Rectangle: Shape {
    @inlinable public init() {}
    nonisolated public func path(in r: CGRect) -> Path { Path() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct Circle: Shape {
    @inlinable public init() {}
    nonisolated public func path(in r: CGRect) -> Path { Path() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct Ellipse: Shape {
    @inlinable public init() {}
    nonisolated public func path(in r: CGRect) -> Path { Path() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct RoundedRectangle: Shape {
    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    nonisolated public func path(in r: CGRect) -> Path { Path() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Shape {
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle { ModifiedContent(content: self, modifier: _StandInModifier()) }
}

/// The style a shape fills with when none is given.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// How a view fits the space its aspect ratio leaves.
public enum ContentMode: Hashable, CaseIterable {
    case fit, fill
}

/// How lines of text line up.
public enum TextAlignment: Hashable, CaseIterable {
    case leading, center, trailing
}

extension Image {
    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }
    public func resizable(
        capInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
        resizingMode: Image.ResizingMode = .stretch
    ) -> Image { self }
}

extension View {
    nonisolated public func scaledToFit() -> some View { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func scaledToFill() -> some View { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func fixedSize() -> some View { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
}

// MARK: types

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

/// How a view's colours combine with those behind it.
public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}

extension View {
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func brightness(_ amount: Double) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func contrast(_ amount: Double) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func saturation(_ amount: Double) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func grayscale(_ amount: Double) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func colorInvert() -> some View { ModifiedContent(content: self, modifier: _StandInModifier()) }
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
}

extension Angle {
    public init(degrees: Double) {}
    public init(radians: Double) {}
}
