import Testing
import TileRender
import TileTree

@testable import LessonInterpreter

/// A lesson file that uses all nine effect modifiers is drawn with each, and a bad argument to
/// one is an error at the argument's place.
struct EffectLessonTests {
    static let source = """
        import SwiftUI

        struct Effects: View {
            var body: some View {
                VStack {
                    Color.red.blur(radius: 4)
                    Color.red.brightness(0.4)
                    Color.red.contrast(0.5)
                    Color.red.saturation(0.3)
                    Color.red.grayscale(1)
                    Color.red.hueRotation(.degrees(90))
                    Color.red.colorInvert()
                    Color.white.colorMultiply(Color(red: 0, green: 0.5, blue: 1))
                    Text("Hi").blendMode(.multiply)
                    Text("Soft").blur(radius: 2, opaque: true)
                    Color.blue.hueRotation(Angle(degrees: 45))
                }
            }
        }

        #Preview { Effects() }
        """

    /// The kinds in the first preview, in pre-order.
    func kinds(_ result: LessonResult) -> [any ViewKind] {
        result.previews.first?.tree.preOrder.map(\.kind) ?? []
    }

    @Test func allNineAreDrawnWithTheirArguments() {
        let result = open(Self.source)
        #expect(result.errors.isEmpty, "\(result.messages)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let kinds = kinds(result)
        #expect(kinds.compactMap { ($0 as? BlurKind).map { [$0.radius, $0.opaque ? 1 : 0] } } == [[4, 0], [2, 1]])
        #expect(kinds.compactMap { ($0 as? BrightnessKind)?.amount } == [0.4])
        #expect(kinds.compactMap { ($0 as? ContrastKind)?.amount } == [0.5])
        #expect(kinds.compactMap { ($0 as? SaturationKind)?.amount } == [0.3])
        #expect(kinds.compactMap { ($0 as? GrayscaleKind)?.amount } == [1])
        #expect(kinds.compactMap { ($0 as? HueRotationKind)?.degrees } == [90, 45])
        #expect(kinds.filter { $0 is ColorInvertKind }.count == 1)
        #expect(kinds.compactMap { ($0 as? ColorMultiplyKind)?.paint.hex } == ["#0080FF"])
        #expect(kinds.compactMap { ($0 as? BlendModeKind)?.mode } == [.multiply])
    }

    @Test func theTerminalShowsTheColoursTheyMake() throws {
        let result = open(Self.source)
        let tree = try #require(result.previews.first?.tree)
        let canvas = tree.drawCells(width: 20)
        let backgrounds = Set((0..<canvas.height).compactMap { canvas[0, $0].style.background })
        // .brightness(0.4) of red, .colorInvert() of red, and white multiplied by (0, 128, 255).
        #expect(backgrounds.isSuperset(of: [RGB(255, 161, 150), RGB(0, 196, 207), RGB(0, 128, 255)]))
    }

    /// Each message is swiftc's against the SwiftUI stand-in for the same code.
    @Test(arguments: [
        (
            "Color.red.blur(radius: \"big\")",
            "4:37: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"
        ),
        ("Color.red.blur()", "4:29: error: missing argument for parameter 'radius' in call"),
        (
            "Color.red.brightness(true)",
            "4:35: error: cannot convert value of type 'Bool' to expected argument type 'Double'"
        ),
        (
            "Color.red.hueRotation(90)",
            "4:36: error: cannot convert value of type 'Int' to expected argument type 'Angle'"
        ),
        (
            "Color.red.colorMultiply(3)",
            "4:38: error: cannot convert value of type 'Int' to expected argument type 'Color'"
        ),
        ("Color.red.blendMode(.mix)", "4:35: error: type 'BlendMode' has no member 'mix'"),
    ])
    func aBadArgumentIsAnErrorAtItsPlace(_ call: String, _ message: String) {
        let source = """
            import SwiftUI
            struct Box: View { var body: some View { Color.red } }
            #Preview {
                VStack { \(call) }
            }
            """
        let result = open(source)
        #expect(result.failed)
        #expect(result.messages.contains { $0.hasPrefix("Lesson.swift:" + message) }, "\(result.messages)")
    }

    /// `.sourceAtop` is one of SwiftUI's modes that SVG cannot blend by: valid Swift, so a warning
    /// and the view drawn without it, never an error. `BlendMode.multiply` names the type.
    /// `.rotation3DEffect` is drawn as its turn seen face on: about y the width scaled by the
    /// cosine (mirrored at 180°), about x the height, about z a plain turn.
    @Test func aThreeDimensionalTurnIsDrawnFaceOn() throws {
        let r = open(
            """
            import SwiftUI
            struct V: View {
                var body: some View {
                    HStack {
                        Text("Flip").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                        Text("Tilt").rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0), anchor: .top)
                        Text("Turn").rotation3DEffect(.degrees(30), axis: (0, 0, 1))
                    }
                }
            }
            #Preview { V() }
            """)
        #expect(r.messages == [])
        let tree = try #require(r.previews.first?.tree)
        let scales = tree.kinds(ScaleKind.self)
        #expect(scales.count == 2)
        #expect(abs(scales[0].x + 1) < 1e-9 && abs(scales[0].y - 1) < 1e-9)
        #expect(abs(scales[1].x - 1) < 1e-9 && abs(scales[1].y - 0.5) < 1e-9 && scales[1].anchor == .top)
        #expect(tree.kinds(RotationKind.self).map(\.degrees) == [30])
    }

    /// `.position(x:y:)` takes the whole offer and centres its child on the point: on an
    /// iPhone 15 the safe area starts at y 59, so a 40 x 20 view at (100, 50) is at 80, 99.
    @Test func aPositionCentresItsChildOnThePoint() throws {
        let r = open(
            "import SwiftUI\n#Preview { Color.red.frame(width: 40, height: 20).position(CGPoint(x: 100, y: 50)) }\n")
        #expect(r.messages == [])
        let root = try placed(r)
        #expect(root.frame == Rect(x: 0, y: 59, width: 393, height: 759))
        let red = try #require(root.preOrder.first { $0.kind is ColorKind })
        #expect(red.frame == Rect(x: 80, y: 99, width: 40, height: 20))
    }

    @Test func aModeAPictureCannotDrawIsAWarningAndTheTypeCanBeNamed() {
        let source = """
            import SwiftUI
            #Preview {
                VStack { Color.red.blendMode(.sourceAtop); Color.blue.blendMode(BlendMode.multiply) }
            }
            """
        let result = open(source)
        #expect(result.errors.isEmpty, "\(result.messages)")
        #expect(result.warnings.count == 1)
        #expect(
            result.messages.contains {
                $0.hasPrefix("Lesson.swift:3:34: warning: blend mode '.sourceAtop' cannot be drawn")
            }, "\(result.messages)")
        #expect(kinds(result).compactMap { ($0 as? BlendModeKind)?.mode } == [.multiply])
    }
}

/// `.shadow` keeps its colour, radius and offset, with SwiftUI's default colour when none is given.
struct ShadowLessonTests {
    @Test func aShadowKeepsItsArguments() {
        let result = open(
            """
            import SwiftUI
            struct Cards: View {
                var body: some View {
                    VStack {
                        Color.white.shadow(radius: 10)
                        Color.white.shadow(color: .black.opacity(0.2), radius: 8, x: 2, y: 4)
                        Text("Hi").shadow(color: Color.red, radius: 1)
                    }
                }
            }
            #Preview { Cards() }
            """)
        #expect(result.errors.isEmpty, "\(result.messages)")
        let shadows = result.previews.first?.tree.preOrder.compactMap { ($0.kind as? ShadowKind)?.shadow } ?? []
        #expect(shadows.map(\.radius) == [10, 8, 1])
        #expect(shadows.map(\.x) == [0, 2, 0])
        #expect(shadows.map(\.y) == [0, 4, 0])
        #expect(shadows.map(\.color) == [Layer.Shadow.defaultColor, .rgb(RGB(0, 0, 0), opacity: 0.2), .system(.red)])
        #expect(result.previews.first?.tree.hasShadow == true)
    }

    @Test func aShadowsColourMustBeAColour() {
        let result = open(
            """
            import SwiftUI
            struct Cards: View {
                var body: some View { Color.white.shadow(color: 3, radius: 10) }
            }
            #Preview { Cards() }
            """)
        #expect(result.errors.contains { $0.contains("Color") }, "\(result.messages)")
    }
}

/// `UnevenRoundedRectangle` and `.rect(cornerRadii:)` take each corner's radius, by
/// `RectangleCornerRadii` or by the four `…Radius:` arguments.
struct UnevenRoundedRectangleTests {
    @Test func eachSpellingGivesTheCornersRadii() {
        let result = open(
            """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20)
                        UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(bottomLeading: 5, topTrailing: 6), style: .continuous)
                        Color.red.clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 24, bottomTrailing: 24)))
                        Color.blue.clipShape(.rect(topLeadingRadius: 3))
                    }
                }
            }
            #Preview { Card() }
            """)
        #expect(result.errors.isEmpty, "\(result.messages)")
        let nodes = result.previews.first?.tree.preOrder ?? []
        var radii: [CornerRadii] = []
        for n in nodes {
            if let s = (n.kind as? ShapeKindView)?.shape, case .unevenRoundedRectangle(let c) = s { radii.append(c) }
            if let s = (n.kind as? ClipKind)?.shape, case .unevenRoundedRectangle(let c) = s { radii.append(c) }
        }
        #expect(
            radii == [
                CornerRadii(topLeading: 10, bottomTrailing: 20), CornerRadii(bottomLeading: 5, topTrailing: 6),
                CornerRadii(topLeading: 24, bottomTrailing: 24), CornerRadii(topLeading: 3),
            ])
    }
}
