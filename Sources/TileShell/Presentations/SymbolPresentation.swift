import TileRender
import TileTree

/// `Image(systemName:)`: an SF Symbol by name, with the glyph that stands for it in cells.
///
/// Example: `SymbolPresentation.label(name: "star.fill")` is "symbol star.fill".
public enum SymbolPresentation {
    /// The symbol's tree.
    public static func tree(name: String, glyph: String) -> ViewNode { .image(systemName: name, glyph: glyph) }

    /// What a symbol shows, in words.
    public static func label(name: String) -> String { "symbol \(name)" }
}
