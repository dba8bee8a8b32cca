/// `Slider(value: $volume)`, `Slider(value: $volume, in: 0...10)`: which needs a binding.
enum SliderView {
    static let entry = ViewEntry(name: "Slider", signatures: [Signature("value:", "in:", "step:")]) { c in
        let (args, i) = (c.args, c.interpreter)
        try i.requireBinding(args.labeled("value"))
        let value = try args.labeled("value").map { try i.double($0.value, $0.range) } ?? 0
        var lower = 0.0
        var upper = 1.0
        if let r = args.labeled("in") {
            switch i.unbound(r.value) {
            case .range(let r):
                lower = Double(r.lower)
                upper = Double(r.last ?? r.lower)
            case .tuple(let bounds) where bounds.count == 2:
                lower = try i.double(bounds[0].value, r.range)
                upper = try i.double(bounds[1].value, r.range)
            default: break
            }
        }
        let lo = lower.isFinite ? lower : 0
        let hi = upper.isFinite && upper >= lo ? upper : lo
        return .view(.slider(value: value, in: lo...hi))
    }
}
