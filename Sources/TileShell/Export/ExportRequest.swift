import TileRender

/// What `export <file>` asks the edge to write: the format (from the file's extension), which
/// drawings, and how pictures look. The core decides all of it; the edge only writes the file.
///
/// Example: `export card.svg look swiftui theme dark` is
/// `ExportRequest(path: "card.svg", format: .svg, scope: .last, look: .swiftui, theme: .dark)`.
public struct ExportRequest: HostRequest, Hashable {
    public var path: String
    public var format: ExportFormat
    public var scope: Scope
    public var look: PictureLook
    public var theme: PictureTheme
    /// The main view's name in a Swift export (`view <Name>`).
    public var mainView: String
    /// A window frame around a picture, with a title (the `--frame` and `--title` flags).
    public var frame = false
    public var title: String?

    public var file: (path: String, isWritten: Bool)? { (path, true) }

    public init(
        path: String, format: ExportFormat, scope: Scope = .last, look: PictureLook = .terminal,
        theme: PictureTheme = .light, mainView: String = "ContentView"
    ) {
        self.path = path
        self.format = format
        self.scope = scope
        self.look = look
        self.theme = theme
        self.mainView = mainView
    }

    /// Which drawings a picture or text export holds (a Swift export is always the session).
    public enum Scope: Hashable, Sendable {
        /// What the last drawing command drew (all its views, stacked).
        case last
        /// Everything drawn since the session began, in order.
        case all
    }
}

/// The formats `export` writes, named by their file extensions.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    case svg, html, png, txt, ansi, json, swift

    /// The format a path's extension names (case does not matter), or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The extensions, for messages and completion: ".svg, .html, …".
    public static var extensionList: String { allCases.map { "." + $0.rawValue }.joined(separator: ", ") }
}
