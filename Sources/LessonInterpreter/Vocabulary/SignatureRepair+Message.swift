import SwiftLesson

/// swiftc's first message for a repaired call, in its words: labels first, then extra
/// arguments, then missing ones, each at the place swiftc points at.
extension SignatureRepair {
    func mismatch(_ parens: SignatureMatcher.Parentheses) -> SignatureMatcher.Mismatch {
        let params = signature.parameters
        let open = SourceRange(start: parens.open, end: parens.open + 1)
        if let (late, early) = misordered {
            let name = { (i: Int) in args[i].label.map { "argument '\($0)'" } ?? "unnamed argument #\(i + 1)" }
            let a = args[late]
            return .init(
                message: "\(name(late)) must precede \(name(early))",
                range: a.label == nil ? a.valueRange ?? a.range : a.range)
        }
        if params.isEmpty, let first = args.first {
            return .init(
                message: "argument passed to call that takes no arguments", range: first.valueRange ?? first.range)
        }
        if let labels = labelMessage() {
            let single = args.count == 1 && labels.hasPrefix("missing")
            return .init(message: labels, range: single ? args[0].range : open)
        }
        let extras = outcomes.indices.filter { outcomes[$0] == .extra }
        if extras.count > 1 {
            let positions = extras.map { "#\($0 + 1)" }.joined(separator: ", ")
            return .init(message: "extra arguments at positions \(positions) in call", range: open)
        }
        if let e = extras.first {
            let a = args[e]
            if a.trailing { return .init(message: "extra trailing closure passed in call", range: a.range) }
            let message = a.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
            return .init(message: message, range: a.valueRange ?? a.range)
        }
        let missing = params.indices.filter { !filled[$0] && !params[$0].hasDefault }
        let names = missing.map { params[$0].label.map { "'\($0)'" } ?? "#\($0 + 1)" }
        let close = SourceRange(start: parens.close, end: parens.close + 1)
        let message =
            names.count == 1
            ? "missing argument for parameter \(names[0]) in call"
            : "missing arguments for parameters \(names.joined(separator: ", ")) in call"
        return .init(message: message, range: close)
    }

    /// `extraneous argument label 'radius:' in call`, `missing argument label 'x:' in call` or
    /// `incorrect argument label in call (have 'spacng:_:', expected 'spacing:_:')`; nil when
    /// every bound argument has its parameter's label.
    private func labelMessage() -> String? {
        let params = signature.parameters
        var have = ""
        var expected = ""
        var extraneous: [String] = []
        var missing: [String] = []
        var wrong = 0
        for (a, o) in zip(args, outcomes) {
            guard case .bound(let p) = o else { continue }
            let written = a.label ?? "_"
            have += written + ":"
            if a.trailing {
                expected += written + ":"
                continue
            }
            let label = params[p].label
            expected += (label ?? "_") + ":"
            guard a.label != label else { continue }
            wrong += 1
            if let l = a.label, label == nil { extraneous.append(l + ":") }
            if let l = label, a.label == nil { missing.append(l + ":") }
        }
        guard wrong > 0 else { return nil }
        let plural = wrong > 1 ? "labels" : "label"
        if extraneous.count == wrong { return "extraneous argument \(plural) '\(extraneous.joined())' in call" }
        if missing.count == wrong { return "missing argument \(plural) '\(missing.joined())' in call" }
        return "incorrect argument \(plural) in call (have '\(have)', expected '\(expected)')"
    }
}
