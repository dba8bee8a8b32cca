/// The limits on the `@State` a session keeps for a view between taps, saves and loads
/// (README "Limits"). A value past one is refused with `StateRefusal`'s message, never dropped.
public enum StateLimits {
    /// The most elements a kept `@State` array holds.
    public static let maxElements = 10_000
    /// How deep kept values nest (structs in structs, an array's elements one level down).
    public static let maxDepth = 16
}

/// Why a `@State` value cannot be kept by the session: a kind it never holds (a class, a view,
/// a date), which the view then keeps only while it is drawn, or a limit met.
enum StateRefusal: Error, Equatable {
    case unsupported
    case tooManyElements(Int)
    case tooDeep
    case arrayOfArrays

    /// The error for the state `key`: "… 'items' would hold 10001 elements".
    func message(_ key: String) -> String {
        switch self {
        case .unsupported: "the session cannot keep '\(key)'"
        case .tooManyElements(let n):
            "'\(key)' would hold \(n) elements; the session keeps @State arrays of at most "
                + "\(StateLimits.maxElements) elements"
        case .tooDeep:
            "'\(key)' nests values more than \(StateLimits.maxDepth) deep; the session keeps @State nested at most "
                + "\(StateLimits.maxDepth) deep"
        case .arrayOfArrays: "'\(key)' holds an array of arrays; the session keeps @State arrays one level deep"
        }
    }
}
