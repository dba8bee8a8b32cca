import TileRender

/// Everything a session knows: enum types and bindings, in declaration order. A value type:
/// a command works on a copy and the copy replaces the original only when it succeeded.
public struct Session: Sendable {
    public private(set) var enums: [EnumType] = []
    private var enumIndex = NameIndex()
    public private(set) var bindings: [Binding] = []
    private var bindingIndex = NameIndex()
    /// The index in `enums` of each tile kind, ascending.
    /// NB: kept up to date by `declare`, so a `tile` command does not filter every enum.
    private(set) var tileKindIndices: [Int] = []
    /// The tile kinds' cases by name, for the `tile` command's look-up; kept up to date with
    /// `tileKindIndices`.
    private(set) var tileCases = TileCaseIndex.empty
    /// Views kept up to date. NB: one reference, replaced whole when a watch comes or goes
    /// (rarely), because the checker copies the session for every command and each stored
    /// reference is a retain and a release.
    private var watchList = WatchList.empty
    /// The SwiftUI source it opened or was typed (nil until then).
    public internal(set) var swift: SwiftSession?

    /// Views kept up to date, by ascending number.
    public var watches: [Watch] { watchList.watches }
    /// The number the next watch gets: numbers are never reused in a session.
    public var nextWatchNumber: Int { watchList.nextNumber }
    /// What all the watches read together, so that a change no watch reads is told apart with
    /// one look-up. NB: without it, every watch is asked about every command (BENCHMARKS.md).
    var watched: Watch.Reads { watchList.reads }

    /// Tile kinds: enums with a face for every case, in declaration order (Fruit first).
    public var tileKinds: [EnumType] { tileKindIndices.map { enums[$0] } }

    /// The most bindings and enums a session holds (README "Limits").
    public static let maxBindings = 100_000
    public static let maxEnums = 10_000

    /// An empty session, with no built-ins (for tests that want a blank slate).
    public init() {}

    public func enumType(named name: Substring) -> EnumType? { enumIndex.position(ofUTF8: name.utf8).map { enums[$0] } }

    public func enumType(named name: String) -> EnumType? {
        enumIndex.position(of: name).map { enums[$0] }
    }

    public func binding(named name: Substring) -> Binding? { bindingPosition(utf8: name.utf8).map { bindings[$0] } }

    public func binding(named name: String) -> Binding? {
        bindingIndex.position(of: name).map { bindings[$0] }
    }

    /// Where in `bindings` the binding spelt by these UTF-8 bytes is. NB: an index, not a
    /// `Binding?`: copying a binding in and out of an optional costs every look-up.
    func bindingPosition<Name: Collection<UInt8>>(utf8 name: Name) -> Int? { bindingIndex.position(ofUTF8: name) }

    func bindingPosition(named name: String) -> Int? { bindingIndex.position(of: name) }

    /// A binding's value, read in place (the binding is not copied).
    public func value(ofBinding name: String) -> Value? {
        bindingIndex.position(of: name).flatMap { bindings[$0].value }
    }

    /// The name of the case an enum binding holds, read in place (no binding or enum is
    /// copied); nil when `name` is not an enum binding holding a case (of the enum `type`, if given).
    public func selectedCaseName(ofBinding name: String, type: String? = nil) -> String? {
        guard let b = bindingIndex.position(of: name), case .enumeration(let t) = bindings[b].type.base,
            type == nil || type == t,
            case .enumCase(let i)? = bindings[b].value, let e = enumIndex.position(of: t),
            enums[e].cases.indices.contains(i)
        else { return nil }
        return enums[e].cases[i]
    }

    public mutating func declare(_ type: EnumType) {
        let i: Int
        if let known = enumIndex.position(of: type.name) {
            i = known
            enums[i] = type
        } else {
            i = enums.count
            enumIndex.insert(type.name, at: i)
            enums.append(type)
        }
        let k = tileKindIndices.firstIndex { $0 >= i } ?? tileKindIndices.count
        let listed = k < tileKindIndices.count && tileKindIndices[k] == i
        if type.isTileKind && !listed {
            tileKindIndices.insert(i, at: k)
        } else if !type.isTileKind && listed {
            tileKindIndices.remove(at: k)
        }
        guard type.isTileKind || listed else { return }
        if type.isTileKind && !listed && k == tileKindIndices.count - 1 {
            tileCases = tileCases.adding(type)
        } else {
            tileCases = TileCaseIndex(kinds: tileKindIndices, of: enums)
        }
    }

    public mutating func declare(_ binding: Binding) {
        if let i = bindingIndex.position(of: binding.name) {
            bindings[i] = binding
        } else {
            bindingIndex.insert(binding.name, at: bindings.count)
            bindings.append(binding)
        }
    }

    /// Stores a value the checker has already proved fits the binding's type.
    public mutating func assign(_ name: String, _ value: Value?) {
        guard let i = bindingIndex.position(of: name) else { return }
        bindings[i].value = value
    }

    /// Adds a watch (or puts one back, with its number), keeping the numbers in order.
    mutating func add(_ watch: Watch) {
        var list = watches
        list.insert(watch, at: list.firstIndex { $0.number > watch.number } ?? list.count)
        watchList = WatchList(list, nextNumber: max(nextWatchNumber, watch.number + 1))
    }

    /// Removes the watches with these numbers.
    mutating func removeWatches(_ numbers: [Int]) {
        watchList = WatchList(watches.filter { !numbers.contains($0.number) }, nextNumber: nextWatchNumber)
    }

    /// The watch numbered `number`.
    public func watch(numbered number: Int) -> Watch? { watches.first { $0.number == number } }

    /// Room for `enums` enums and `bindings` bindings, so that filling the session to these
    /// sizes grows neither its arrays nor its indices.
    private mutating func reserve(enums enumCount: Int, bindings bindingCount: Int) {
        enums.reserveCapacity(enumCount)
        enumIndex = NameIndex(capacity: enumCount)
        bindings.reserveCapacity(bindingCount)
        bindingIndex = NameIndex(capacity: bindingCount)
    }

    /// Removes the bindings named (a preview's state whose binding took another name).
    mutating func removeBindings(_ names: Set<String>) {
        guard bindings.contains(where: { names.contains($0.name) }) else { return }
        let kept = bindings.filter { !names.contains($0.name) }
        bindings = []
        bindingIndex = NameIndex(capacity: kept.count)
        for b in kept { declare(b) }
    }

    /// Takes back the binding declared last (undoing its `var`).
    mutating func removeLastBinding() {
        guard bindings.popLast() != nil else { return }
        bindingIndex.removeLast()
    }

    /// Takes back the enum declared last (undoing its `enum`).
    mutating func removeLastEnum() {
        guard enums.popLast() != nil else { return }
        enumIndex.removeLast()
        if tileKindIndices.last == enums.count {
            tileKindIndices.removeLast()
            tileCases = TileCaseIndex(kinds: tileKindIndices, of: enums)
        }
    }
}

extension Session {
    /// A session holding the seeds' types and bindings: `Fruit`, `TimeUnit`, `PickerStyle`,
    /// `Currency`, and `fruit`, `unit`, `style`, `currency`, `price`, `name`, `jobTitle`,
    /// `updated`, `discount`, `symbol`.
    public static func standard() -> Session {
        var s = Session()
        s.reserve(enums: 4, bindings: 10)
        s.declare(BuiltIns.fruit)
        s.declare(BuiltIns.timeUnit)
        s.declare(BuiltIns.pickerStyle)
        s.declare(BuiltIns.currency)
        func add(_ name: String, _ type: ValueType, optional: Bool = false, _ value: Value?, _ p: any Presentation) {
            s.declare(
                Binding(
                    name: name, type: BindingType(type, optional: optional), value: value, presentation: p,
                    isBuiltIn: true))
        }
        add("fruit", .enumeration("Fruit"), .enumCase(0), .picker)
        add("unit", .enumeration("TimeUnit"), .enumCase(0), .picker)
        add("style", .enumeration("PickerStyle"), .enumCase(0), .picker)
        add("currency", .enumeration("Currency"), .enumCase(0), .picker)
        add("price", .decimal, optional: true, nil, .price)
        add("name", .string, optional: true, nil, .headline)
        add("jobTitle", .string, optional: true, nil, .subheadline)
        add("updated", .date, optional: true, nil, .date)
        add("discount", .int, optional: true, nil, .badge)
        add("symbol", .string, optional: true, nil, .symbol)
        return s
    }
}

/// The seeds' types.
public enum BuiltIns {
    /// Seed 1's nested `enum Fruit`, with the title and colour its `init(count:fruit:)` derives.
    public static let fruit = EnumType(
        name: "Fruit", cases: ["apple", "orange"],
        faces: [TileFace(title: "Apples", color: .red), TileFace(title: "Oranges", color: .orange)])
    /// Seed 3's `TimeUnit` (with the article's "minut" typo fixed).
    public static let timeUnit = EnumType(name: "TimeUnit", cases: ["second", "minute", "hour"])
    /// Seed 3's picker styles: the cases of the Swift enum `PickerStyle`, so the two cannot drift.
    public static let pickerStyle = EnumType(name: "PickerStyle", cases: PickerStyle.allCases.map(\.rawValue))
    /// ISO 4217 codes for `Text(price:currency:)`; the first is the default.
    public static let currency = EnumType(
        name: "Currency",
        cases: [
            "USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "INR", "SEK", "NOK", "DKK", "PLN", "BRL", "MXN",
            "KRW",
        ])
}

extension Session {
    /// The `style` binding's picker style (segmented when it has been redeclared away).
    var pickerStyle: PickerStyle {
        selectedCaseName(ofBinding: "style", type: "PickerStyle").flatMap(PickerStyle.init(rawValue:)) ?? .segmented
    }

    /// The `currency` binding's ISO code.
    var currencyCode: String { selectedCaseName(ofBinding: "currency") ?? "USD" }
}

// NB: here, beside the private properties it counts; the other kinds' costs are in ByteCost.swift.
extension Session {
    /// The stored properties `byteCost(beside:)` counts, by name. `UndoLogTests` holds this list
    /// against the type's own (through `Mirror`), so a property added without a cost fails it.
    static let costedProperties: Set<String> = [
        "enums", "enumIndex", "bindings", "bindingIndex", "tileKindIndices", "tileCases", "watchList", "swift",
    ]

    /// Roughly the bytes a session's declarations, values, watches and Swift keep alive.
    var byteCost: Int { byteCost(beside: nil) }

    /// Roughly the bytes this session keeps alive that `other` does not share with it: a tap's
    /// sessions share their program and, when it set no binding, their bindings.
    func byteCost(beside other: Session?) -> Int {
        var cost = 0
        if let other, Self.sameStorage(bindings, other.bindings) {
            // NB: the index changes only with the bindings declared, so it is shared too.
        } else {
            cost += bindings.reduce(0) { $0 + 96 + $1.name.stringCost + ($1.value?.byteCost ?? 0) }
            cost += bindingIndex.byteCost
        }
        if other.map({ !Self.sameStorage(enums, $0.enums) }) ?? true {
            cost += enums.reduce(0) { $0 + $1.byteCost } + enumIndex.byteCost
            cost += 32 + tileKindIndices.count * 8 + tileCases.byteCost
        }
        if other?.watchList !== watchList { cost += 32 + watchList.watches.reduce(0) { $0 + $1.cost } }
        if let swift, other?.swift !== swift { cost += swift.byteCost(beside: other?.swift) }
        return cost
    }

    /// Whether two arrays are one buffer (a copy not yet written to). NB: the arrays are native
    /// Swift arrays, so reading their base address neither copies nor allocates.
    static func sameStorage<T>(_ a: [T], _ b: [T]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }
}
