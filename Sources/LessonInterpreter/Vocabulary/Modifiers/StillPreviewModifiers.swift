/// Modifiers that change nothing a still preview shows (gestures, presentations, accessibility,
/// animation, focus, and the styles of views outside the subset, which are placeholders already):
/// accepted, and the view drawn as it is. Sorted (a test keeps them so): the list is constant data,
/// searched by halves, so the names cost nothing until a file uses one.
enum StillPreviewModifiers {
    static let names: [String] = [
        "accessibility", "accessibilityAddTraits", "accessibilityElement", "accessibilityHidden",
        "accessibilityHint",
        "accessibilityIdentifier", "accessibilityLabel", "accessibilityValue", "actionSheet", "allowsHitTesting",
        "animation", "autocapitalization", "autocorrectionDisabled", "buttonBorderShape",
        "buttonStyle", "compositingGroup", "contentShape", "contentTransition", "contextMenu",
        "controlGroupStyle", "controlSize", "coordinateSpace", "defaultScrollAnchor",
        "disableAutocorrection", "disabled", "disclosureGroupStyle", "draggable", "drawingGroup", "dropDestination",
        "dynamicTypeSize", "environment", "environmentObject", "fileExporter", "fileImporter", "focused", "formStyle",
        "gaugeStyle", "gesture", "groupBoxStyle", "headerProminence", "help", "highPriorityGesture",
        "hoverEffect", "id", "imageScale", "indexViewStyle", "interactiveDismissDisabled", "keyboardShortcut",
        "keyboardType", "labelStyle", "labeledContentStyle", "listRowBackground", "listRowInsets",
        "listRowSeparator", "listRowSpacing", "listSectionSeparator", "listStyle", "matchedGeometryEffect",
        "menuStyle", "monospacedDigit", "navigationBarBackButtonHidden", "navigationBarHidden",
        "navigationSplitViewStyle", "navigationViewStyle", "onChange",
        "onContinuousHover", "onDelete", "onDisappear", "onDrag", "onDrop", "onHover", "onLongPressGesture", "onMove",
        "onOpenURL", "onReceive", "onSubmit", "onTapGesture", "persistentSystemOverlays", "preferredColorScheme",
        "presentationDetents", "previewDevice", "previewDisplayName",
        "previewInterfaceOrientation", "previewLayout", "privacySensitive", "progressViewStyle", "redacted",
        "refreshable", "safeAreaInset", "scrollClipDisabled", "scrollDisabled",
        "scrollIndicators", "scrollTargetBehavior", "scrollTargetLayout", "sensoryFeedback",
        "simultaneousGesture", "statusBarHidden", "submitLabel", "swipeActions", "symbolEffect", "symbolRenderingMode",
        "symbolVariant", "textInputAutocapitalization", "textSelection",
        "toggleStyle", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "transition", "unredacted",
        "zIndex",
    ]
}
