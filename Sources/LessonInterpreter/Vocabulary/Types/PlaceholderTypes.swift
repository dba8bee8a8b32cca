/// SwiftUI views and controls outside the subset: each drawn as a labelled placeholder holding
/// what its closure builds, with one warning.
enum PlaceholderTypes {
    static let entries = [
        "NavigationSplitView", "TabView", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GeometryReader", "Menu",
        "DatePicker", "ColorPicker", "Link", "ShareLink", "Map", "AsyncImage", "Canvas", "TimelineView",
        "ViewThatFits", "ControlGroup", "DisclosureGroup", "GroupBox", "Table", "EditButton",
        "ContentUnavailableView", "Gauge", "TextEditor", "ScrollViewReader", "OutlineGroup", "LabeledContent",
        "VideoPlayer", "SignInWithAppleButton", "PhotosPicker", "Chart", "Path", "UnevenRoundedRectangle",
        "ContainerRelativeShape", "Material", "ButtonStyle", "ToolbarItem", "Alert", "ActionSheet", "PasteButton",
        "RenameButton", "MultiDatePicker", "SpriteView", "SceneView", "WebView",
    ].map { TypeEntry(name: $0, role: .placeholder) }
}
