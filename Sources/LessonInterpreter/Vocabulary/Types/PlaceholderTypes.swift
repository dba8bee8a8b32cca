/// SwiftUI views and controls outside the subset: each drawn as a labelled placeholder holding
/// what its closure builds, with one warning.
/// Sorted (a test keeps them so): constant data, searched by halves.
enum PlaceholderTypes {
    static let names: [String] = [
        "ActionSheet", "ButtonStyle", "Canvas", "Chart",
        "ContainerRelativeShape", "ControlGroup",
        "Gauge", "GroupBox", "LabeledContent", "Map", "Material",
        "MultiDatePicker", "OutlineGroup",
        "PasteButton", "PhotosPicker", "RenameButton", "SceneView", "ScrollViewReader",
        "SignInWithAppleButton", "SpriteView", "Table", "TimelineView",
        "VideoPlayer", "ViewThatFits", "WebView",
    ]
}
