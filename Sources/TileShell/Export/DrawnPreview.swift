/// Previews of the session's SwiftUI source, drawn by `open` or `preview` (and the watches that
/// draw them again), as a Swift export writes them: what each preview's `#Preview` closure (or
/// provider's `previews`) says, as written (`ExportPlan.previewLines`).
///
/// Example: after `open Counter.swift`, `DrawnPreview(names: ["Preview"])` exports `CounterView()`.
public struct DrawnPreview: DrawnView {
    /// The previews drawn, by the session's names for them; nil for all of them.
    public var names: [String]?

    public init(names: [String]?) { self.names = names }

    public func swiftLines(_ source: inout DrawnViewSource) -> [String] { source.previewLines(names) }
}
