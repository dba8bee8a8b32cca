/// An environment value a preview reads with `@Environment(\.key)`: its key path's last name and
/// the value a preview on the default canvas has (light mode, a compact width). A function, as
/// a `Value` may hold state that is not `Sendable`.
///
///     EnvironmentEntry(key: "colorScheme") { .implicitMember("light", nil) }
struct EnvironmentEntry: Sendable {
    var key: String
    var value: @Sendable () -> Value
}
