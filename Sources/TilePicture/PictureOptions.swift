import TileRender

/// How a picture looks: `PictureOptions(look: .swiftui, theme: .dark, frame: true, title: "Fruit")`.
public struct PictureOptions: Hashable, Sendable {
    /// The terminal's cells, or the views at SwiftUI's geometry.
    public var look: Look
    /// Light or dark appearance.
    public var theme: Theme
    /// A window frame around the picture (off by default).
    public var frame: Bool
    /// The frame's title and the picture's accessible title; nil gives "tileshell".
    public var title: String?

    public init(look: Look = .terminal, theme: Theme = .light, frame: Bool = false, title: String? = nil) {
        self.look = look
        self.theme = theme
        self.frame = frame
        self.title = title
    }

    /// What a picture draws: the cells or the views (`PictureLook`, a layer down so that the
    /// language core can name it without importing pictures).
    public typealias Look = PictureLook

    /// Light or dark appearance.
    public typealias Theme = PictureTheme
}
