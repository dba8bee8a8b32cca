/// What the environment gives a preview on the default canvas, an iPhone in portrait: light
/// mode, a compact width and a regular height, the default text size, left to right, enabled.
enum PreviewEnvironment {
    static let entries = [
        EnvironmentEntry(key: "colorScheme") { .implicitMember("light", nil) },
        EnvironmentEntry(key: "horizontalSizeClass") { .implicitMember("compact", nil) },
        EnvironmentEntry(key: "verticalSizeClass") { .implicitMember("regular", nil) },
        EnvironmentEntry(key: "dynamicTypeSize") { .implicitMember("large", nil) },
        EnvironmentEntry(key: "layoutDirection") { .implicitMember("leftToRight", nil) },
        EnvironmentEntry(key: "isEnabled") { .bool(true) },
    ]
}
