import TileRender
import TileTree

/// A layer as SVG: a `<filter>` in `<defs>` for its colour matrix, blur and shadow (in that
/// order), and a `<g>` that turns, filters and blends what it holds. A layer of opacity alone
/// writes neither (the painter multiplies opacity into each element).
///
/// NB: a blur's and a shadow's radius is the Gaussian's standard deviation, as SwiftUI's
/// `GraphicsContext.Filter.blur(radius:)` documents it. The filter works in sRGB, as SwiftUI's
/// colour effects and CSS's filter functions do.
struct SVGLayer {
    /// The `<defs>` holding the filter, or nil for a layer with none.
    var defs: String?
    /// The `<g …>` line, or nil when the layer needs no group.
    var open: String?

    init(_ layer: Layer, frame: Rect, color: (Paint) -> RGB?, id: () -> String) {
        let n = SVGWriter.num
        var primitives = ""
        if let m = layer.colorMatrix, m != .identity {
            let values = m.values.map(Self.matrixNumber).joined(separator: " ")
            primitives += "<feColorMatrix type=\"matrix\" values=\"\(values)\"/>"
        }
        var margin = 0.0
        if layer.blur > 0 {
            if layer.opaqueBlur {
                // NB: an opaque blur keeps to the frame and takes its edges from the colours
                // inside (`edgeMode="duplicate"`), so nothing around shows through or is drawn on.
                primitives += "<feGaussianBlur stdDeviation=\"\(n(layer.blur))\" edgeMode=\"duplicate\"/>"
            } else {
                primitives += "<feGaussianBlur stdDeviation=\"\(n(layer.blur))\"/>"
                margin = 3 * layer.blur
            }
        }
        if let s = layer.shadow, let rgb = color(s.color) {
            var opacity = 1.0
            if let own = s.color.ownOpacity { opacity = own }
            // NB: feDropShadow spelled out, as the librsvg of Debian 12 (2.54) draws nothing of an
            // element that uses it: what the primitives before made (or the source) is blurred
            // and moved, flooded with the colour where it covers, and drawn again on top.
            var cast = "SourceGraphic"
            if primitives.hasSuffix("/>") {
                primitives.removeLast(2)
                primitives += " result=\"cast\"/>"
                cast = "cast"
            }
            primitives += "<feGaussianBlur stdDeviation=\"\(n(s.radius))\"/>"
            primitives += "<feOffset dx=\"\(n(s.x))\" dy=\"\(n(s.y))\" result=\"shadowMoved\"/>"
            primitives +=
                "<feFlood flood-color=\"\(SVGWriter.hex(rgb))\" flood-opacity=\"\(Self.matrixNumber(opacity))\"/>"
            primitives += "<feComposite in2=\"shadowMoved\" operator=\"in\"/>"
            primitives += "<feMerge><feMergeNode/><feMergeNode in=\"\(cast)\"/></feMerge>"
            margin += 3 * s.radius + max(abs(s.x), abs(s.y))
        }
        var attributes = ""
        if !layer.transform.steps.isEmpty { attributes += " transform=\"\(layer.transform.svg(n))\"" }
        if primitives.isEmpty {
            defs = nil
        } else {
            let filter = id()
            // NB: the region is the frame grown by three deviations (and the shadow's offset),
            // where a Gaussian has all but nothing left; SVG's default of 10% cuts a wide blur.
            defs =
                "<defs><filter id=\"\(filter)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(frame.x - margin))\" y=\"\(n(frame.y - margin))\" width=\"\(n(frame.width + 2 * margin))\" height=\"\(n(frame.height + 2 * margin))\" color-interpolation-filters=\"sRGB\">\(primitives)</filter></defs>\n"
            attributes += " filter=\"url(#\(filter))\""
        }
        if let css = layer.blendMode.css, layer.blendMode != .normal {
            attributes += " style=\"mix-blend-mode:\(css)\""
        }
        open = attributes.isEmpty ? nil : "<g\(attributes)>\n"
    }

    /// A matrix entry to four decimals, without trailing zeros (a tenth, as `SVGWriter.num`
    /// writes lengths, would move colours visibly).
    static func matrixNumber(_ v: Double) -> String {
        let tenThousandths = Int((max(-1e6, min(v, 1e6)) * 10000).rounded())
        let sign = tenThousandths < 0 ? "-" : ""
        let m = tenThousandths.magnitude
        var fraction = String(m % 10000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return sign + String(m / 10000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
