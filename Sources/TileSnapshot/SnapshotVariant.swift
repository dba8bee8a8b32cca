import TileTree

/// One cell of the snapshot matrix: a colour scheme and a device, in portrait or landscape.
/// Written on the command line as its traits joined by commas (`--variant dark,ipad-landscape`),
/// in any order, each at most once; the golden's infix is its name (`Preview.dark.ipad-landscape.svg`).
///
/// | trait | what it is |
/// | --- | --- |
/// | `light`, `dark` | the colour scheme (light when neither is given) |
/// | `iphone-se` | 375×667 pt, safe area 20 pt top |
/// | `iphone-15` | 393×852 pt, safe area 59 top and 34 bottom (the default) |
/// | `iphone-15-pro-max` | 430×932 pt, safe area 59 top and 34 bottom |
/// | `ipad` | 820×1180 pt, safe area 24 top and 20 bottom |
/// | `…-landscape` | the device turned: width and height swapped; an iPhone's notch side and home indicator become leading, trailing and bottom insets |
public struct SnapshotVariant: Hashable, Sendable {
    public var dark: Bool
    public var device: Device
    public var landscape: Bool

    public enum Device: String, CaseIterable, Hashable, Sendable {
        case iPhoneSE = "iphone-se"
        case iPhone15 = "iphone-15"
        case iPhone15ProMax = "iphone-15-pro-max"
        case iPad = "ipad"
    }

    public init(dark: Bool = false, device: Device = .iPhone15, landscape: Bool = false) {
        self.dark = dark
        self.device = device
        self.landscape = landscape
    }

    /// The default: light, an iPhone 15 in portrait; its goldens have no infix.
    public static let standard = SnapshotVariant()

    /// `dark`, `ipad-landscape`, `dark.ipad`: the traits that differ from the default, joined by
    /// dots; nil for the default itself.
    public var name: String? {
        var traits: [String] = []
        if dark { traits.append("dark") }
        if device != .iPhone15 || landscape { traits.append(device.rawValue + (landscape ? "-landscape" : "")) }
        return traits.isEmpty ? nil : traits.joined(separator: ".")
    }

    /// The canvas its previews are placed on.
    public var canvas: DeviceCanvas {
        let (w, h, top, bottom): (Double, Double, Double, Double) =
            switch device {
            case .iPhoneSE: (375, 667, 20, 0)
            case .iPhone15: (393, 852, 59, 34)
            case .iPhone15ProMax: (430, 932, 59, 34)
            case .iPad: (820, 1180, 24, 20)
            }
        guard landscape else {
            return DeviceCanvas(
                size: Size(width: w, height: h), safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
            )
        }
        // NB: a phone with a notch keeps its sensor housing's inset on both sides in landscape,
        // and a shorter home indicator; an iPad and the iPhone SE keep their status bar on top.
        let insets: EdgeInsets =
            switch device {
            case .iPhone15, .iPhone15ProMax: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
            case .iPhoneSE: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            case .iPad: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
            }
        return DeviceCanvas(size: Size(width: h, height: w), safeArea: insets)
    }

    /// The variant a `--variant` value names, or what was expected.
    public static func parse(_ text: String) -> Result<SnapshotVariant, VariantError> {
        var v = SnapshotVariant()
        var scheme: String?
        var device: String?
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trait = String(part)
            if trait == "light" || trait == "dark" {
                if let scheme { return .failure(VariantError("'\(trait)' after '\(scheme)': give one colour scheme")) }
                scheme = trait
                v.dark = trait == "dark"
                continue
            }
            let base = trait.hasSuffix("-landscape") ? String(trait.dropLast("-landscape".count)) : trait
            let portrait = base.hasSuffix("-portrait") ? String(base.dropLast("-portrait".count)) : base
            guard let d = Device(rawValue: portrait) else {
                return .failure(VariantError("expected \(traitList)"))
            }
            if let device { return .failure(VariantError("'\(trait)' after '\(device)': give one device")) }
            device = trait
            v.device = d
            v.landscape = base != trait
        }
        return .success(v)
    }

    /// Every trait, for help and errors.
    public static let traitList =
        "light or dark, and a device: " + Device.allCases.map(\.rawValue).joined(separator: ", ")
        + " (each with -landscape), joined by commas, as in dark,ipad-landscape"

    public struct VariantError: Error, Equatable, Sendable {
        public var message: String
        init(_ message: String) { self.message = message }
    }
}
