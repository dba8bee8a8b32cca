import SwiftLesson

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C maths library as a Swift file calls it through Foundation: `pow(2, 10)`, `sqrt(x)`,
/// `floor`, `ceil`, `round`, `trunc`, the trigonometric functions, `exp`, `log`, `hypot`.
/// Each takes `Double`s (a `CGFloat` is one here) and gives a `Double`; an integer literal
/// argument is a `Double`, as Swift's type checker makes it.
///
///     pow(1 + 0.05, 10)   // 1.628894626777442
///     round(2.5)          // 3.0: halfway cases away from zero, as C's round
enum MathFunctions {
    static let entries: [FunctionEntry] =
        unary.map { name, f in
            FunctionEntry(name: name) { args, i, range in
                guard args.count == 1, args[0].label == nil else { return nil }
                return .double(f(try i.double(args[0].value, args[0].range)))
            }
        }
        + binary.map { name, f in
            FunctionEntry(name: name) { args, i, range in
                guard args.count == 2, args.allSatisfy({ $0.label == nil }) else { return nil }
                return .double(
                    f(try i.double(args[0].value, args[0].range), try i.double(args[1].value, args[1].range)))
            }
        }

    /// NB: the exact ones (`sqrt`, `floor`, `ceil`, `round`, `trunc`) are Swift's own, the same
    /// bits on any machine; the others are the C library's.
    static let unary: [(String, @Sendable (Double) -> Double)] = [
        ("sqrt", { $0.squareRoot() }), ("floor", { $0.rounded(.down) }), ("ceil", { $0.rounded(.up) }),
        ("round", { $0.rounded(.toNearestOrAwayFromZero) }), ("trunc", { $0.rounded(.towardZero) }),
        ("sin", { sin($0) }), ("cos", { cos($0) }), ("tan", { tan($0) }), ("asin", { asin($0) }),
        ("acos", { acos($0) }), ("atan", { atan($0) }), ("exp", { exp($0) }), ("log", { log($0) }),
        ("log2", { log2($0) }), ("log10", { log10($0) }), ("cbrt", { cbrt($0) }), ("fabs", { Swift.abs($0) }),
    ]

    static let binary: [(String, @Sendable (Double, Double) -> Double)] = [
        ("pow", { pow($0, $1) }), ("atan2", { atan2($0, $1) }), ("hypot", { hypot($0, $1) }),
        ("fmod", { fmod($0, $1) }),
    ]
}
