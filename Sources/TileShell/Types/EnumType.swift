import TileRender

/// An enum's finite set of choices: one description that feeds parsing, checking, "did you mean",
/// help and completion (as swift-argument-parser's `CaseIterable` arguments do).
public struct EnumType: Hashable, Sendable {
    public let name: String
    public let cases: [String]
    private let indexByName: [String: Int]
    /// Set when the enum is a tile kind: each case's derived title and colour (seed 1's init).
    public var faces: [TileFace]?

    /// The largest enum accepted (README "Limits").
    public static let maxCases = 10_000

    public init(name: String, cases: [String], faces: [TileFace]? = nil) {
        self.name = name
        self.cases = cases
        var index: [String: Int] = [:]
        index.reserveCapacity(cases.count)
        for (i, c) in cases.enumerated() where index[c] == nil { index[c] = i }
        self.indexByName = index
        self.faces = faces
    }

    public func index(of caseName: Substring) -> Int? { index(of: String(caseName)) }

    public func index(of caseName: String) -> Int? {
        // NB: a few cases are found sooner by comparing names than by hashing one: two short
        // names compare as two words. Both find the first of equal names.
        if cases.count <= Self.fewCases { return cases.firstIndex(of: caseName) }
        return indexByName[caseName]
    }

    /// Up to this many cases, a case is looked up by comparing names in order.
    static let fewCases = 8

    public var isTileKind: Bool { faces != nil }
}

/// What a tile kind derives from one case: the headline and the card colour.
public struct TileFace: Hashable, Sendable {
    public var title: String
    public var color: NamedColor
    public init(title: String, color: NamedColor) {
        self.title = title
        self.color = color
    }
}
