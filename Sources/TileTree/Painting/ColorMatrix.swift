import TileRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour matrix as SVG's `feColorMatrix` holds it: 4 rows of 5, red, green, blue and alpha out
/// of red, green, blue, alpha (each 0 to 1) and a constant. SwiftUI's colour effects are such
/// matrices; `hueRotation` and `saturation` are the ones SVG's filter effects define.
///
/// `ColorMatrix.saturation(0).apply(to: RGB(255, 0, 0))` is a gray.
public struct ColorMatrix: Hashable, Sendable {
    /// Twenty numbers, row by row.
    public private(set) var values: [Double]

    /// A matrix of `values` row by row; any number missing is the identity's, any non-finite 0.
    public init(_ values: [Double]) {
        let identity = Self.identityValues
        self.values = identity.indices.map { i in
            let v = i < values.count ? values[i] : identity[i]
            return v.isFinite ? max(-1e6, min(v, 1e6)) : 0
        }
    }

    private static let identityValues: [Double] = [
        1, 0, 0, 0, 0,
        0, 1, 0, 0, 0,
        0, 0, 1, 0, 0,
        0, 0, 0, 1, 0,
    ]

    public static let identity = ColorMatrix(identityValues)

    /// A matrix that scales red, green and blue by `r`, `g`, `b` and then adds `offset` to each.
    public static func scaling(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1, offset: Double = 0)
        -> ColorMatrix
    {
        ColorMatrix([
            r, 0, 0, 0, offset,
            0, g, 0, 0, offset,
            0, 0, b, 0, offset,
            0, 0, 0, alpha, 0,
        ])
    }

    /// An effect's amount as a matrix takes it: 0 for a non-finite one, and within a thousand
    /// either way (any more already takes every channel to an end).
    public static func amount(_ v: Double) -> Double { v.isFinite ? max(-1000, min(v, 1000)) : 0 }

    /// SwiftUI's `brightness`: `amount` added to red, green and blue (1 makes white). NB: not
    /// SVG's `brightness`, which scales; SwiftUI documents its filter as adding, as Core Image's
    /// `CIColorControls` does.
    public static func brightness(_ amount: Double) -> ColorMatrix { scaling(1, 1, 1, offset: amount) }

    /// SwiftUI's and SVG's `contrast`: each channel moved away from (or, below 1, toward) the
    /// middle gray by `amount`; 0 is that gray, a negative amount also inverts.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        scaling(amount, amount, amount, offset: 0.5 - 0.5 * amount)
    }

    /// SwiftUI's `grayscale`: `amount` (0 to 1) of the way to gray, which is SVG's `saturate` of
    /// what is left.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - (amount.isFinite ? max(0, min(1, amount)) : 0))
    }

    /// SwiftUI's `colorInvert`: each channel `1 - x`.
    public static let inverted = scaling(-1, -1, -1, offset: 1)

    /// SwiftUI's `colorMultiply`: each channel, alpha too, multiplied by the colour's.
    public static func multiplying(by c: RGB, opacity: Double = 1) -> ColorMatrix {
        scaling(
            Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255,
            alpha: opacity.isFinite ? max(0, min(1, opacity)) : 1)
    }

    /// SVG's `saturate`: 0 is gray (by luminance), 1 the colours as they are.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// SVG's `hueRotate`: the hue turned by `degrees`, keeping luminance.
    public static func hueRotation(degrees: Double) -> ColorMatrix {
        let r = (degrees.isFinite ? degrees : 0) * Double.pi / 180
        let (c, s) = (cos(r), sin(r))
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// The matrix that applies `self` and then `next`.
    public func then(_ next: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var v = column == 4 ? next.values[row * 5 + 4] : 0
                for k in 0..<4 { v += next.values[row * 5 + k] * values[k * 5 + column] }
                out[row * 5 + column] = v
            }
        }
        return ColorMatrix(out)
    }

    /// An opaque colour recoloured (its alpha row is left out: a cell has none).
    public func apply(to c: RGB) -> RGB {
        let input = [Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, 1]
        func channel(_ row: Int) -> UInt8 {
            var v = values[row * 5 + 4]
            for k in 0..<4 { v += values[row * 5 + k] * input[k] }
            return UInt8((max(0, min(1, v)) * 255).rounded())
        }
        return RGB(channel(0), channel(1), channel(2))
    }
}
