/// One initializer's or method's shape as SwiftUI declares it: its parameters in order and the
/// generic requirements on them. Filled as far as the interpreter's checks read it (the labels).
///
///     Signature("alignment:", "spacing:", "content:")   // VStack(alignment:spacing:content:)
struct Signature: Sendable, Equatable {
    /// One parameter: its argument label (nil for `_`), its type when known, whether it has a
    /// default, and whether a trailing closure may fill it.
    struct Parameter: Sendable, Equatable {
        var label: String?
        var type: String?
        var hasDefault = true
        var takesClosure = false
    }

    var parameters: [Parameter]
    var genericRequirements: [String] = []

    /// Parameters from their labels as Swift spells a signature: `"spacing:"`, `"_:"`, and a
    /// closure's `"content:{}"`.
    init(_ labels: String...) {
        parameters = labels.map { written in
            // NB: read as bytes (the labels are ASCII literals): `hasSuffix` and `dropLast` on
            // characters were most of what building the table cost a lesson.
            let bytes = written.utf8
            let closure = bytes.last == UInt8(ascii: "}")
            let label = bytes.firstIndex(of: UInt8(ascii: ":")).map { String(written[..<$0]) } ?? written
            return Parameter(label: label == "_" ? nil : label, takesClosure: closure)
        }
    }

    /// The labels, as `init(alignment:spacing:content:)` lists them.
    var labels: [String?] { parameters.map(\.label) }
}
