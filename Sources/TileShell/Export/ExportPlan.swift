import LessonInterpreter
/// What an export holds and what each thing is called in Swift, worked out once from a session
/// and the commands that drew: the enums and tile kinds used, the bindings read, the views.
public struct ExportPlan {
    /// An enum as Swift declares it; a tile kind's enum is nested in its tile view struct.
    struct EnumPlan {
        var type: EnumType
        var swiftName: String
        /// Case names as Swift identifiers (unescaped); `rawValues[i]` is set when the Swift name
        /// differs from the session's, so `rawValue` still reads as the user wrote it.
        var cases: [String]
        var rawValues: [String?]
        var tile: TilePlan?
        /// Declared by the session's SwiftUI source (a tile kind of a Swift enum): written there,
        /// under its own name, and not again in its tile view.
        var isSwift = false

        /// How code outside the enum names the type: `FruitTile.Fruit` for a tile kind.
        var path: String { isSwift ? swiftName : tile.map { $0.structName + "." + swiftName } ?? swiftName }

        /// `.apple`, or nil for an index out of range.
        func caseReference(_ index: Int) -> String? {
            cases.indices.contains(index) ? "." + SwiftName.escaped(cases[index]) : nil
        }
    }

    /// Seed 1's view for a tile kind: `struct FruitTile` with `init(count:fruit:)`.
    struct TilePlan {
        var structName: String
        /// The label of the kind's parameter in `init(count:<label>:)`.
        var label: String
    }

    public struct BindingPlan {
        public var binding: Binding
        /// The property's name, unescaped.
        public var swiftName: String
        public var typeName: String

        /// The property as an expression: `unit`, or `` `default` `` in backticks.
        public var reference: String { SwiftName.escaped(swiftName) }
        /// The `Binding` to the state: `$unit`. NB: never in backticks (`$default` is an identifier).
        public var projected: String { "$" + swiftName }
    }

    var mainView: String
    var enums: [EnumPlan] = []
    var enumIndex: [String: Int] = [:]
    /// The enums the session's SwiftUI source declares: written with it, as written, and named
    /// as Swift names them from outside (`Counter.Mode`).
    var swiftEnums: [String: [String]] = [:]
    var bindings: [BindingPlan] = []
    var bindingIndex: [String: Int] = [:]
    /// Each distinct drawing command once, in the order first drawn.
    var views: [DrawnCommand] = []
    /// The session's previews as the body writes them (`PreviewExport`), and each one's by name.
    var previews: [PreviewPlan] = []
    var previewIndex: [String: Int] = [:]
    /// The values the session gave the previews' `@State`, by file path, written in its declarations.
    var stateValues: [String: [Replacement]] = [:]
    /// The discount badge helper's name: a global function, which a property of the main view
    /// named the same would hide inside its body, so it is named after every binding is.
    var badgeFunction = "discountBadge"

    /// Names the file declares or uses at the top level, which a session's type must not take.
    static let reservedTypeNames: Set<String> = [
        "Any", "Array", "Binding", "Bool", "CGFloat", "Capsule", "CaseIterable", "Character", "Color", "Date",
        "Decimal", "Double", "EmptyView", "EnumPicker", "Font", "ForEach", "Foundation", "HStack", "Hashable",
        "ISO8601DateFormatter", "Image", "Int", "Never", "Optional", "Picker", "PickerStyle", "PreviewProvider",
        "Protocol", "RawRepresentable", "RelativeDateTimeFormatter", "Self", "State", "String", "Swift", "SwiftUI",
        "Text", "Type", "VStack", "View", "ViewBuilder",
    ]

    /// Property names of the main view that a binding must not take (`self` cannot be read bare).
    static let reservedMemberNames: Set<String> = ["body", "self", "Self"]

    /// Member types of a tile view that its nested enum must not take (`View`'s associated type).
    static let tileMemberTypes: Set<String> = ["Body"]

    /// Stored properties of a tile view, which its init's enum parameter must not shadow.
    static let tileMemberNames: Set<String> = ["backgroundColor", "body", "count", "self", "Self", "title"]

    init(session: Session, drawn: [DrawnCommand], mainView: String, previews drawnPreviews: [LessonPreview] = []) {
        let sourceNames = SwiftSourceExport.sourceNames(session)
        var types = NameScope(reserved: Self.reservedTypeNames.union(sourceNames))
        self.mainView = types.claim(SwiftName.upperCamel(mainView, fallback: "ContentView"))
        _ = types.claim(self.mainView + "_Previews")
        let files = session.swift?.program.files ?? []
        (previews, previewIndex) = Self.previewPlans(drawnPreviews, files: files, types: &types)
        stateValues = Self.stateValues(drawnPreviews, files: files)

        var seen: Set<DrawnCommand> = []
        for command in drawn where !command.view.isListing && seen.insert(command).inserted { views.append(command) }

        let read = Self.bindingsRead(by: views, session: session)
        for e in session.swift?.program.enums ?? [] { swiftEnums[e.name] = e.cases }
        // NB: a preview's `@State` lives in its own view, written with the source; the main view
        // holds one too when a view of its own reads it (`show Text("\(count)")`).
        let states = Set(session.swift?.states.map(\.binding) ?? [])
        for b in session.bindings where read.contains(b.name) || (!b.isBuiltIn && !states.contains(b.name)) {
            bindings.append(BindingPlan(binding: b, swiftName: "", typeName: ""))
        }
        var usedEnums: Set<String> = []
        for b in bindings { if case .enumeration(let name) = b.binding.type.base { usedEnums.insert(name) } }
        for command in views { usedEnums.formUnion(command.view.enumsUsed(in: session)) }

        for type in session.enums where usedEnums.contains(type.name) || !Self.isBuiltIn(type) {
            // NB: an enum of the source is written there; a tile kind of it still needs its tile view.
            let isSwift = swiftEnums[type.name] != nil
            if isSwift && !(type.isTileKind && usedEnums.contains(type.name)) { continue }
            enumIndex[type.name] = enums.count
            enums.append(Self.plan(type, types: &types, isSwift: isSwift))
        }

        // NB: the badge helper is a global function, which the source's names must not meet.
        var members = NameScope(reserved: Self.reservedMemberNames.union(sourceNames))
        for i in bindings.indices {
            let b = bindings[i].binding
            bindings[i].swiftName = members.claim(SwiftName.lowerCamel(b.name, fallback: "value"))
            bindings[i].typeName = typeName(of: b.type)
            bindingIndex[b.name] = i
        }
        badgeFunction = members.claim(badgeFunction)
    }

    /// The bindings the drawn views read: those shown or picked, `fruit` for `tile <count>`,
    /// and `currency` for a price.
    static func bindingsRead(by views: [DrawnCommand], session: Session) -> Set<String> {
        views.reduce(into: []) { $0.formUnion($1.view.bindingsRead(in: session)) }
    }

    /// Whether a price reads its currency from the `currency` binding (else it is USD).
    static func currencyIsEnum(_ session: Session) -> Bool {
        guard case .enumeration? = session.binding(named: "currency")?.type.base else { return false }
        return true
    }

    /// The seeds' enums, left out of an export unless something uses them.
    static func isBuiltIn(_ type: EnumType) -> Bool {
        [BuiltIns.fruit, BuiltIns.timeUnit, BuiltIns.pickerStyle, BuiltIns.currency].contains(type)
    }

    static func plan(_ type: EnumType, types: inout NameScope, isSwift: Bool = false) -> EnumPlan {
        var base = SwiftName.upperCamel(type.name, fallback: "Choice")
        if reservedTypeNames.contains(base) || (type.isTileKind && tileMemberTypes.contains(base)) { base += "Choice" }
        // NB: the source's enum keeps its name and its cases' (they are the session's).
        let swiftName = isSwift ? type.name : types.claim(base)
        var caseScope = NameScope()
        var cases: [String] = []
        var raw: [String?] = []
        for c in type.cases {
            let name = caseScope.claim(SwiftName.lowerCamel(c, fallback: "case"))
            cases.append(name)
            raw.append(name == c ? nil : c)
        }
        var tile: TilePlan?
        if type.isTileKind {
            var members = NameScope(reserved: tileMemberNames)
            tile = TilePlan(
                structName: types.claim(swiftName + "Tile"),
                label: members.claim(SwiftName.lowerCamel(swiftName, fallback: "kind")))
        }
        if isSwift { (cases, raw) = (type.cases, type.cases.map { _ in nil }) }
        return EnumPlan(type: type, swiftName: swiftName, cases: cases, rawValues: raw, tile: tile, isSwift: isSwift)
    }

    func typeName(of type: BindingType) -> String {
        let base: String
        switch type.base {
        case .int: base = "Int"
        case .decimal: base = "Decimal"
        case .string: base = "String"
        case .date: base = "Date"
        case .bool: base = "Bool"
        case .double: base = "Double"
        case .enumeration(let name):
            base = enumIndex[name].map { enums[$0].path } ?? (swiftEnums[name] != nil ? name : "String")
        }
        return type.isOptional ? base + "?" : base
    }

    func enumPlan(_ name: String) -> EnumPlan? { enumIndex[name].map { enums[$0] } }

    /// `.detailed`: a case of an enum the SwiftUI source declares, by its own name.
    func swiftCase(_ name: String, _ index: Int) -> String? {
        swiftEnums[name].flatMap { $0.indices.contains(index) ? "." + $0[index] : nil }
    }

    func bindingPlan(_ name: String) -> BindingPlan? { bindingIndex[name].map { bindings[$0] } }
}
