/// The SwiftUI APIs lesson files use beyond the tree's first set, under SwiftUI's names:
/// gradients, image sizing, text modifiers, `trim` and `rotationEffect`.
///
/// `ViewNode.gradient(GradientPaint(shape: .linear(start: .top, end: .bottom), gradient: Gradient(colors: [.system(.red), .system(.blue)])))`
/// is `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)`.
extension ViewNode {
    /// A gradient as a view: it takes the whole offer, as `Color` does.
    public static func gradient(_ g: GradientPaint) -> ViewNode { ViewNode(ColorKind(.gradient(g))) }
}
