import SwiftLesson
import TileRender
import TileText
import TileTree

/// How the evaluator reaches the table: a view's construction, a modifier's application and a
/// type's static members, each looked up by name.
extension Vocabulary {
    /// `Name(args)` for a view, a function or a type's initializer the table holds, then by the
    /// rules for names it does not list (a gradient's stops, a style, an opaque value, a side
    /// effect); nil for a name none of them take.
    func construct(_ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value? {
        if let entry = views[name] {
            if entry.isConfirmed, i.extensions[name]?.initializers.isEmpty != false {
                try check(entry.signatures, args, i, open: range.start + name.utf8.count)
            }
            return try entry.build(ViewCall(name: name, args: args, interpreter: i, range: range))
        }
        if let entry = functions[name] { return try entry.call(args, i, range) }
        if let made = try types[name]?.initializer?(
            TypeEntry.StaticUse(type: name, name: "init", args: args, interpreter: i, range: range))
        {
            return made
        }
        if name.hasSuffix(".Stop") || name == "Stop" { return .tuple(args.map { ($0.label, i.unbound($0.value)) }) }
        // NB: SwiftUI's styles (`SwitchToggleStyle(tint:)`, `PlainButtonStyle()`) by name.
        if name.hasSuffix("Style") { return .implicitMember(name, args) }
        // NB: values only the views outside the subset read (a grid's columns, a date picker's
        // range): silent stand-ins; the view that reads one gives the warning.
        if isOpaque(name) { return .unsupported(name) }
        if isSideEffect(name) {
            i.warn("'\(name)(...)' is a side effect a preview skips; skipped", range)
            return .unsupported(name)
        }
        return nil
    }

    /// `node.name(args)`: the modifier's entry, or for a name the table lacks, "did you mean"
    /// when it is a slip and otherwise one warning and the view drawn without it.
    func apply(_ node: ViewNode, _ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange)
        throws -> Value
    {
        if let entry = modifier(name) {
            if entry.isConfirmed { try check(entry.signatures, args, i, open: range.end) }
            return try entry.build(ModifierCall(node: node, name: name, args: args, interpreter: i, range: range))
        }
        if let meant = misspelling(name) {
            let type = node.plainText == nil ? "some View" : "Text"
            throw i.error("value of type '\(type)' has no member '\(name)'; did you mean '\(meant)'?", range)
        }
        i.warn("'.\(name)' is not supported yet; drawn without it", range)
        return .view(node)
    }

    /// swiftc's error when no signature takes the call, placed as swiftc places it; `open` is
    /// where the call's `(` is when it writes none.
    private func check(_ signatures: [Signature], _ args: [Argument], _ i: Interpreter, open: Int) throws {
        if let m = Self.mismatch(signatures, args, open: open) { throw i.error(m.message, m.range) }
    }

    /// The mismatch `check` throws, for the evaluator and the static check alike; nil when a
    /// signature takes the call.
    static func mismatch(_ signatures: [Signature], _ args: [Argument], open: Int) -> SignatureMatcher.Mismatch? {
        if signatures.contains(where: { SignatureMatcher.fits($0, args) }) { return nil }
        let inside = args.lazy.filter { !$0.trailing }
        let parens = SignatureMatcher.Parentheses(
            open: inside.first.map { $0.range.start - 1 } ?? open,
            close: inside.last?.range.end ?? open + 1)
        return SignatureMatcher.mismatch(signatures, args, parens)
    }

    /// The modifier `name` was meant to be, when it is a slip of the learner's (`foregroundColour`,
    /// `fontweight`, `paddding`): one it knows, in other letter case or within two edits, as
    /// swiftc's typo correction finds it. Nil for a name that may be an API outside the subset.
    func misspelling(_ name: String) -> String? {
        guard name.utf8.count >= 5, name.utf8.count <= 64, !nearMisses.contains(name) else { return nil }
        let lowered = name.lowercased()
        let scalars = Array(name.unicodeScalars)
        var best: (name: String, distance: Int)?
        // NB: the nearest name, the first in alphabetical order among equals, found without
        // sorting the table's names on every unknown modifier a loop applies.
        for candidate in [Array(modifiers.keys), outside.stillPreviewModifiers.names].joined()
        where abs(candidate.unicodeScalars.count - scalars.count) <= 2 {
            let d =
                candidate.lowercased() == lowered
                ? 0 : EditDistance.between(scalars, Array(candidate.unicodeScalars), limit: 2)
            guard d <= 2 else { continue }
            if let b = best, d > b.distance || (d == b.distance && candidate > b.name) { continue }
            best = (candidate, d)
        }
        return best?.name
    }

    /// `Color.red`, `Font.title`, `Double.infinity`, `UIColor.systemBlue`.
    func staticMember(_ type: String, _ name: String, _ i: Interpreter, _ range: SourceRange) throws -> Value {
        if let member = types[type]?.staticMember {
            let use = TypeEntry.StaticUse(type: type, name: name, args: nil, interpreter: i, range: range)
            return try member(use) ?? .implicitMember(name, nil)
        }
        switch role(of: type) {
        case .sideEffect?:
            i.warn("'\(type).\(name)' is a side effect a preview skips; skipped", range)
            return .unsupported(type)
        case .opaque?: return .unsupported(type)
        case .served?, .placeholder?, nil: return .implicitMember(name, nil)
        }
    }

    /// `Font.system(size: 20)`, `Color.init(red:green:blue:)`, `Double.random(in:)`.
    func staticCall(_ type: String, _ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange)
        throws -> Value
    {
        if let call = types[type]?.staticCall,
            let v = try call(TypeEntry.StaticUse(type: type, name: name, args: args, interpreter: i, range: range))
        {
            return v
        }
        switch role(of: type) {
        case .sideEffect?:
            i.warn("'\(type).\(name)()' is a side effect a preview skips; skipped", range)
            return .unsupported(type)
        case .opaque?: return .unsupported(type)
        case .served?, .placeholder?, nil: break
        }
        if name == "random", type == "Bool", args.isEmpty {
            i.warn("'Bool.random()' gives false, so that previews are reproducible", range)
            return .bool(false)
        }
        if name == "random" {
            i.warn("'\(type).random' gives the range's lower bound, so that previews are reproducible", range)
            if let first = args.first, case .range(let r) = first.value { return .int(r.lower) }
            if let first = args.first, case .tuple(let b) = first.value, let lo = b.first { return lo.value }
        }
        return .implicitMember(name, args)
    }

    /// A method called on an implicit member: `.red.opacity(0.5)`, `.title.bold()`.
    func implicitCall(_ receiver: Value, _ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange)
        throws -> Value
    {
        if types["Font"]?.methods.contains(name) == true, let f = try? i.font(receiver, range) {
            return try SwiftValues.call(.font(f), name, args, i, range)
        }
        if let p = try? i.paint(receiver, range) {
            return try SwiftValues.call(.color(p), name, args, i, range)
        }
        // NB: any other chain on an implicit member (`.default.repeatForever()`, `.now() + 3`)
        // stays a value for whatever reads it, so an argument of a modifier a still preview
        // skips never stops the file.
        if case .implicitMember(let base, _) = receiver { return .implicitMember(base + "." + name, args) }
        return .implicitMember(name, args)
    }
}
