/// Modifiers that change nothing a still preview shows (gestures, presentations, accessibility,
/// animation, focus, the styles of views outside the subset): accepted, and the view drawn as it is.
enum StillPreviewModifiers {
    static let entries = [
        "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "onChange", "onReceive", "onSubmit", "task",
        "animation", "transition", "id", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits", "accessibilityHidden",
        "navigationBarHidden", "navigationBarBackButtonHidden", "navigationDestination", "toolbar",
        "toolbarBackground", "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover", "contextMenu",
        "disabled", "contentShape", "allowsHitTesting", "gesture", "simultaneousGesture", "highPriorityGesture",
        "keyboardType", "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled",
        "disableAutocorrection", "submitLabel", "focused", "refreshable", "searchable", "environment",
        "environmentObject", "buttonStyle", "toggleStyle", "listStyle", "labelStyle", "controlSize", "tint",
        "accentColor", "preferredColorScheme", "statusBarHidden", "zIndex", "previewLayout", "previewDisplayName",
        "previewDevice", "previewInterfaceOrientation", "textSelection", "labelsHidden", "buttonBorderShape",
        "symbolRenderingMode", "symbolVariant", "imageScale", "dynamicTypeSize", "sensoryFeedback", "onHover",
        "listRowBackground", "listRowSeparator", "scrollContentBackground", "scrollIndicators", "presentationDetents",
        "interactiveDismissDisabled", "onDrag", "onDrop", "draggable", "dropDestination", "badge", "help",
        "keyboardShortcut", "privacySensitive", "redacted", "unredacted", "headerProminence", "swipeActions",
        "safeAreaInset", "coordinateSpace", "matchedGeometryEffect", "drawingGroup", "compositingGroup",
        "navigationViewStyle", "tabItem", "monospacedDigit", "onDelete", "onMove", "actionSheet",
        "navigationBarItems", "listRowInsets", "onOpenURL", "fileImporter", "fileExporter", "onContinuousHover",
        "persistentSystemOverlays", "toolbarColorScheme", "toolbarRole", "hoverEffect", "defaultScrollAnchor",
        "progressViewStyle", "symbolEffect", "contentTransition", "scrollClipDisabled",
        // Styles of views outside the subset, which are placeholders already.
        "datePickerStyle", "tabViewStyle", "indexViewStyle", "gaugeStyle", "menuStyle", "disclosureGroupStyle",
        "navigationSplitViewStyle", "formStyle", "groupBoxStyle", "labeledContentStyle", "controlGroupStyle",
        "scrollDisabled", "scrollTargetBehavior", "scrollTargetLayout", "listSectionSeparator", "listRowSpacing",
    ].map(ModifierEntry.stillPreview)
}
