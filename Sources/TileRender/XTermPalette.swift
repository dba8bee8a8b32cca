/// The xterm 256-colour palette above the 16 standard colours: a 6×6×6 cube (16–231) and a
/// 24-step grey ramp (232–255).
///
/// `XTermPalette.nearest(to: RGB(255, 59, 48)) == 203`.
public enum XTermPalette {
    /// The channel values of the cube's six levels.
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The colour of palette entry `index`; entries 0–15 are the standard colours' xterm defaults.
    public static func rgb(at index: UInt8) -> RGB {
        if let standard = ANSIColor(rawValue: index) { return standard.rgb }
        if index >= 232 {
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGB(level, level, level)
        }
        let cube = Int(index) - 16
        return RGB(
            UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]), UInt8(cubeLevels[cube % 6]))
    }

    /// The entry in 16–255 at the smallest squared RGB distance; ties go to the lower index.
    ///
    /// NB: computed, not searched: squared distance splits by channel, so the nearest cube colour is
    /// the nearest level per channel, and the nearest grey is the ramp step nearest the mean.
    public static func nearest(to color: RGB) -> UInt8 {
        let (r, g, b) = (Int(color.r), Int(color.g), Int(color.b))
        let (lr, lg, lb) = (nearestCubeLevel(r), nearestCubeLevel(g), nearestCubeLevel(b))
        let cubeDistance = square(r - cubeLevels[lr]) + square(g - cubeLevels[lg]) + square(b - cubeLevels[lb])
        // Step s has value 8 + 10s; 3 × (mean − 8) = 30s + remainder, rounded half down.
        let offset = r + g + b - 24
        let step = offset <= 0 ? 0 : min(23, offset / 30 + (offset % 30 > 15 ? 1 : 0))
        let grey = 8 + 10 * step
        let greyDistance = square(r - grey) + square(g - grey) + square(b - grey)
        return greyDistance < cubeDistance ? UInt8(232 + step) : UInt8(16 + 36 * lr + 6 * lg + lb)
    }

    /// The cube level (0–5) nearest `value`; a value halfway between two levels takes the lower.
    static func nearestCubeLevel(_ value: Int) -> Int {
        if value < 48 { return 0 }  // 0 and 95 are 95 apart: 47 is nearer 0, 48 nearer 95
        if value <= 115 { return 1 }
        return 1 + (value - 115 + 39) / 40  // levels 95, 135, …, 255 are 40 apart
    }

    @inline(__always)
    private static func square(_ value: Int) -> Int { value * value }
}
