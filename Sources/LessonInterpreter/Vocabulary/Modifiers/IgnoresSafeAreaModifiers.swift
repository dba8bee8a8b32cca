import SwiftLesson
import TileTree

/// `.ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)` and the older
/// `.edgesIgnoringSafeArea(_ edges: Edge.Set)`: the view reaches past the safe area on those edges
/// where it touches it. A preview shows no keyboard, so `.ignoresSafeArea(.keyboard)` changes
/// nothing.
enum IgnoresSafeAreaModifiers {
    static let entries = [
        ModifierEntry(name: "ignoresSafeArea", signatures: [Signature("_:=", "edges:=")]) { c in
            let i = c.interpreter
            let edges = try c.args.labeled("edges").map { try i.edges($0.value, $0.valueAt) } ?? .all
            let regions = try c.args.positional.first.map { try Self.regions($0.value, $0.valueAt, i) } ?? .all
            return .view(regions == .keyboard ? c.node : c.node.ignoresSafeArea(edges))
        },
        ModifierEntry(name: "edgesIgnoringSafeArea", signatures: [Signature("_:")]) { c in
            let i = c.interpreter
            let edges = try c.args.positional.first.map { try i.edges($0.value, $0.valueAt) } ?? .all
            return .view(c.node.ignoresSafeArea(edges))
        },
    ]

    /// What SwiftUI's `SafeAreaRegions` names, as far as a preview tells them apart.
    enum Regions {
        case all, container, keyboard
    }

    /// `.all`, `.container`, `.keyboard`, or an array of them (`[.container, .keyboard]`): the
    /// keyboard alone, or the set it names.
    static func regions(_ v: Value, _ range: SourceRange, _ i: Interpreter) throws -> Regions {
        switch i.unbound(v) {
        case .implicitMember("all", nil): return .all
        case .implicitMember("container", nil): return .container
        case .implicitMember("keyboard", nil): return .keyboard
        case .array(let items):
            let each = try items.map { try regions($0, range, i) }
            // NB: an empty set ignores nothing, as the keyboard alone does here.
            return each.allSatisfy { $0 == .keyboard } ? .keyboard : .container
        default:
            throw i.error("expected safe area regions such as '.all', '.container' or '.keyboard'", range)
        }
    }
}
