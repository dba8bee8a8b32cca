/// One initializer's or method's shape as SwiftUI declares it: its parameters in order and the
/// generic requirements on them. The labels, defaults, closures and variadics are what
/// `SignatureMatcher` reads to check a call.
///
///     Signature("alignment:=", "spacing:=", "content:{}")   // VStack(alignment:spacing:content:)
struct Signature: Sendable, Equatable {
    /// One parameter: its argument label (nil for `_`), its type when known, whether it has a
    /// default, whether a trailing closure may fill it, and whether it takes a list (`_: T...`).
    struct Parameter: Sendable, Equatable {
        var label: String?
        var type: String?
        var hasDefault = false
        var takesClosure = false
        var isVariadic = false
    }

    var parameters: [Parameter]
    var genericRequirements: [String] = []

    /// Parameters from their labels as Swift spells a signature: `"spacing:"`, `"_:"`, a closure's
    /// `"content:{}"`, and after either a `=` for a parameter with a default (`"spacing:="`) or
    /// `...` for a variadic one (`"_:..."`).
    init(_ labels: String...) {
        parameters = labels.map { written in
            // NB: read as bytes (the labels are ASCII literals): `hasSuffix` and `dropLast` on
            // characters were most of what building the table cost a lesson.
            let bytes = written.utf8
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return Parameter(label: written) }
            let label = String(written[..<colon])
            var p = Parameter(label: label == "_" ? nil : label)
            for byte in bytes[colon...] {
                switch byte {
                case UInt8(ascii: "{"): p.takesClosure = true
                case UInt8(ascii: "="): p.hasDefault = true
                case UInt8(ascii: "."): p.isVariadic = true
                default: continue
                }
            }
            return p
        }
    }

    /// The labels, as `init(alignment:spacing:content:)` lists them.
    var labels: [String?] { parameters.map(\.label) }
}
