import TileRender

/// An enum's finite set of choices: one description that feeds parsing, checking, "did you mean",
/// help and completion (as swift-argument-parser's `CaseIterable` arguments do).
public struct EnumType: Hashable, Sendable {
    public let name: String
    public let cases: [String]
    private let indexByName: NameIndex
    /// Set when the enum is a tile kind: each case's derived title and colour (seed 1's init).
    public var faces: [TileFace]?

    /// The largest enum accepted (README "Limits").
    public static let maxCases = 10_000

    public init(name: String, cases: [String], faces: [TileFace]? = nil) {
        self.name = name
        self.cases = cases
        var index = NameIndex(capacity: cases.count)
        for (i, c) in cases.enumerated() { index.insert(c, at: i) }
        self.indexByName = index
        self.faces = faces
    }

    public func index(of caseName: Substring) -> Int? { indexByName.position(ofUTF8: caseName.utf8) }

    public func index(of caseName: String) -> Int? { indexByName.position(of: caseName) }

    /// The case whose name is spelt by these UTF-8 bytes (a token's, read in place).
    public func index<Name: Collection<UInt8>>(utf8 caseName: Name) -> Int? { indexByName.position(ofUTF8: caseName) }

    public static func == (a: EnumType, b: EnumType) -> Bool {
        a.name == b.name && a.cases == b.cases && a.faces == b.faces
    }

    /// NB: the index is made from the cases, so it takes no part in equality.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(cases)
        hasher.combine(faces)
    }

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
