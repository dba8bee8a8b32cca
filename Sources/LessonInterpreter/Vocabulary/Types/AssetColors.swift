import SwiftLesson
import TileRender
import TileTree

#if canImport(Glibc)
    import Glibc
#endif

/// `Color("Brand")`: the colour set of the project's asset catalogs, as Xcode writes its
/// `Contents.json`: the entry for any appearance and the dark one (drawn in `--theme dark`), its
/// components given as fractions (`"0.500"`), as 0–255 (`"128"`) or in hex (`"0x80"`), in sRGB or
/// display P3 (converted to sRGB), with its alpha. An `AccentColor` set with no colour is the
/// system blue.
enum AssetColors {
    /// The colour set `name` of the project's catalogs, looked up once a run; nil when none holds
    /// it (an `AccentColor` in a project with a catalog is the system blue).
    static func color(named name: String, _ i: Interpreter) -> Paint? {
        if let cached = i.assetColors[name] { return cached }
        let found =
            i.resources?.colorSet(named: name).flatMap { color($0, name: name) }
            ?? (name == "AccentColor" && i.hasAssetCatalog ? .system(.blue) : nil)
        i.assetColors[name] = .some(found)
        return found
    }

    /// The app's accent: the project's `AccentColor` set, when it holds a colour (nil when there
    /// is none, or it leaves the system blue).
    static func accent(_ i: Interpreter) -> Paint? {
        guard i.resources != nil, let accent = color(named: "AccentColor", i), accent != .system(.blue) else {
            return nil
        }
        return accent
    }

    /// The colour, or nil when the set gives none the preview can read.
    static func color(_ json: String, name: String) -> Paint? {
        guard let parsed = try? JSON.parse(json), case .array(let colors)? = parsed.member("colors") else {
            return name == "AccentColor" ? .system(.blue) : nil
        }
        let any = colors.first { $0.member("appearances") == nil } ?? colors.first
        guard let light = any.flatMap(entry) else { return name == "AccentColor" ? .system(.blue) : nil }
        // NB: the entry whose appearances hold `"value" : "dark"` (a luminosity appearance).
        let darkEntry = colors.first { c in
            guard case .array(let appearances)? = c.member("appearances") else { return false }
            return appearances.contains { a in
                if case .string("dark")? = a.member("value") { return true }
                return false
            }
        }
        guard let dark = darkEntry.flatMap(entry), dark.rgb != light.rgb else {
            return .rgb(light.rgb, opacity: light.opacity)
        }
        // NB: one opacity serves both appearances: the light one's.
        return .adaptive(light: light.rgb, dark: dark.rgb, opacity: light.opacity)
    }

    /// One entry's colour: its components as sRGB bytes (display P3 converted) and its alpha.
    static func entry(_ color: JSON) -> (rgb: RGB, opacity: Double)? {
        guard let components = color.member("color")?.member("components") else { return nil }
        func part(_ key: String) -> Double? {
            switch components.member(key) {
            case .string(let text)?: return value(text)
            case .number(let text)?: return value(text)
            default: return nil
            }
        }
        guard var r = part("red"), var g = part("green"), var b = part("blue") else { return nil }
        if case .string(let space)? = color.member("color")?.member("color-space"), space == "display-p3" {
            (r, g, b) = sRGB(fromDisplayP3: (r, g, b))
        }
        let byte = { (x: Double) in UInt8(max(0, min(255, (x * 255).rounded()))) }
        return (RGB(byte(r), byte(g), byte(b)), max(0, min(1, part("alpha") ?? 1)))
    }

    /// A display P3 colour in sRGB: both share the sRGB transfer curve; in linear light, P3's
    /// primaries map to sRGB's by the standard matrix (colours outside sRGB are clipped).
    static func sRGB(fromDisplayP3 c: (Double, Double, Double)) -> (Double, Double, Double) {
        func linear(_ v: Double) -> Double {
            let x = max(0, min(1, v))
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        func encoded(_ v: Double) -> Double {
            let x = max(0, min(1, v))
            return x <= 0.0031308 ? x * 12.92 : 1.055 * pow(x, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(c.0), linear(c.1), linear(c.2))
        return (
            encoded(1.2249401 * r - 0.2249404 * g),
            encoded(-0.0420569 * r + 1.0420571 * g),
            encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
        )
    }

    /// A component as a fraction of full: `"0.500"` is 0.5, `"128"` and `"0x80"` are 128/255.
    static func value(_ text: String) -> Double? {
        let t = text.lowercased()
        if t.hasPrefix("0x"), let n = Int(t.dropFirst(2), radix: 16) { return Double(n) / 255 }
        if t.contains("."), let x = Double(t) { return x.isFinite ? x : nil }
        if let n = Int(t) { return Double(n) / 255 }
        return nil
    }
}
