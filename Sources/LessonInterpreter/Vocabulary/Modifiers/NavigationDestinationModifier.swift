import TileTree

/// `.navigationDestination(for: Book.self) { book in … }`: what the enclosing `NavigationStack`
/// pushes for a value of that type (a `NavigationLink(value:)` followed, a value of its `path:`);
/// `.navigationDestination(isPresented: $showing) { … }` and `(item: $selected) { … }`: a screen
/// pushed while the binding is true (or the item not nil) at the moment of drawing, as
/// presentations are drawn. The view it modifies is drawn as it is.
enum NavigationDestinationModifier {
    static let entry = ModifierEntry(
        name: "navigationDestination",
        signatures: [
            Signature("for:", "destination:{}"), Signature("isPresented:", "destination:{}"),
            Signature("item:", "destination:{}"),
        ]
    ) { c in
        let i = c.interpreter
        guard let destination = c.args.closure("destination") else { return .view(c.node) }
        if let type = c.args.labeled("for") {
            if case .type(let name) = i.unbound(type.value) { i.destinations.append((name, destination)) }
            return .view(c.node)
        }
        let (shown, item) = try PresentationModifiers.shown(c)
        if shown { i.presentedDestinations.append((destination, item)) }
        return .view(c.node)
    }
}
