/// How `.aspectRatio` sizes its content in the offer, as SwiftUI's `ContentMode`: `fit` is the
/// largest size of the ratio inside the offer, `fill` the smallest that covers it.
///
/// `ViewNode.image(systemName: "star", glyph: "★").resizable().aspectRatio(contentMode: .fit)`.
public enum ContentMode: String, CaseIterable, Hashable, Sendable {
    case fit, fill
}
