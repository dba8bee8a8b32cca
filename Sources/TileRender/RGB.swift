/// A 24-bit colour. Views name colours; the renderer downgrades them to the terminal's depth.
///
/// `RGB(255, 59, 48)` is SwiftUI's red; `ColorDepth.ansi16.downgrade(RGB(255, 59, 48))` is `.ansi16(.brightRed)`.
public struct RGB: Hashable, Sendable {
    /// Red, 0–255.
    public var r: UInt8
    /// Green, 0–255.
    public var g: UInt8
    /// Blue, 0–255.
    public var b: UInt8

    /// A colour from its red, green and blue components.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }
}
