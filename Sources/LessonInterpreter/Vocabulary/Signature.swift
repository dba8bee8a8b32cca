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
            var rest = Substring(written)
            let variadic = rest.hasSuffix("...")
            if variadic { rest = rest.dropLast(3) }
            let defaulted = rest.hasSuffix("=")
            if defaulted { rest = rest.dropLast() }
            let closure = rest.hasSuffix("{}")
            if closure { rest = rest.dropLast(2) }
            let label = String(rest.dropLast())
            return Parameter(
                label: label == "_" ? nil : label, hasDefault: defaulted, takesClosure: closure, isVariadic: variadic)
        }
    }

    /// The labels, as `init(alignment:spacing:content:)` lists them.
    var labels: [String?] { parameters.map(\.label) }
}
