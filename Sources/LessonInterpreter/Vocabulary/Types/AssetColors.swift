import SwiftLesson
import TileRender
import TileTree

/// `Color("Brand")`: the colour set of the project's asset catalogs, as Xcode writes its
/// `Contents.json`: the entry for any appearance (not the dark one), its components given as
/// fractions (`"0.500"`), as 0–255 (`"128"`) or in hex (`"0x80"`), with its alpha. An
/// `AccentColor` set with no colour is the system blue. Display P3 components are read as sRGB.
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
        guard let components = any?.member("color")?.member("components") else {
            return name == "AccentColor" ? .system(.blue) : nil
        }
        func part(_ key: String) -> Double? {
            switch components.member(key) {
            case .string(let text)?: return value(text)
            case .number(let text)?: return value(text)
            default: return nil
            }
        }
        guard let r = part("red"), let g = part("green"), let b = part("blue") else { return nil }
        let byte = { (x: Double) in UInt8(max(0, min(255, (x * 255).rounded()))) }
        return .rgb(RGB(byte(r), byte(g), byte(b)), opacity: max(0, min(1, part("alpha") ?? 1)))
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
