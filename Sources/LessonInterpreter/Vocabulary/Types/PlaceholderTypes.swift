/// SwiftUI views and controls outside the subset: each drawn as a labelled placeholder holding
/// what its closure builds, with one warning.
/// Sorted (a test keeps them so): constant data, searched by halves.
enum PlaceholderTypes {
    static let names: [String] = [
        "ActionSheet", "Alert", "AsyncImage", "ButtonStyle", "Canvas", "Chart", "ColorPicker",
        "ContainerRelativeShape", "ContentUnavailableView", "ControlGroup", "DatePicker", "DisclosureGroup",
        "EditButton", "Gauge", "GroupBox", "LabeledContent", "Link", "Map", "Material", "Menu",
        "MultiDatePicker", "NavigationSplitView", "OutlineGroup",
        "PasteButton", "PhotosPicker", "RenameButton", "SceneView", "ScrollViewReader", "ShareLink",
        "SignInWithAppleButton", "SpriteView", "Table", "TextEditor", "TimelineView", "ToolbarItem",
        "UnevenRoundedRectangle", "VideoPlayer", "ViewThatFits", "WebView",
    ]
}
