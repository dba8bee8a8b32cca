/// `BlendMode` as a type: `BlendMode.multiply` is the implicit member `.multiply`, which
/// `.blendMode(_:)` reads.
enum BlendModeType {
    static let entry = TypeEntry(name: "BlendMode", role: .served)
}
