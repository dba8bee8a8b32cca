import SwiftLesson

/// A struct's memberwise initializer as Swift makes it and as code outside the struct sees it:
/// a private stored property makes it private, and a private wrapped property with a value
/// (`@State private var count = 0`) is left out of it; so is a wrapper with no
/// `init(wrappedValue:)` (`@FocusState`, `@FetchRequest`) at any access; `init()` exists when
/// every property it takes has a value.
///
///     // struct Counter: View { @State private var count = 0 ... }: visible is `init()`, so
///     // `Counter(count: 5)` is "argument passed to call that takes no arguments"
struct MemberwiseAccess {
    /// Every stored property that could take an argument, as the learner may expect.
    var written: Signature
    /// The properties a call from outside may pass, in order.
    var visibleProperties: [ProgramFacts.Stored]
    /// The memberwise initializer is private: no call from outside reaches it.
    var isPrivate: Bool
    /// Every stored property has a first value, so `init()` is there too.
    var hasEmptyInit: Bool

    init(_ s: ProgramFacts.StructFacts) {
        let taking = s.storedOrder.filter { !($0.isLet && $0.hasInitializer) && !$0.outsideMemberwise }
        written = Self.signature(taking)
        // NB: `@State private var selection: Item?` counts as having a value: the wrapper's own
        // `init()` sets it up (SwiftUI's SnowSeeker calls `ResortView(resort:)` with one).
        visibleProperties = taking.filter { !($0.hasAttribute && $0.defaulted && $0.isPrivate) }
        isPrivate = visibleProperties.contains { $0.isPrivate }
        hasEmptyInit = taking.allSatisfy(\.defaulted)
    }

    var visible: Signature { Self.signature(visibleProperties) }

    private static func signature(_ properties: [ProgramFacts.Stored]) -> Signature {
        var s = Signature()
        s.parameters = properties.map { Signature.Parameter(label: $0.name, hasDefault: $0.defaulted) }
        return s
    }
}
