import TileRender

/// What a painter draws the views inside an effect through: their opacity, a blur, a shadow, a
/// turn or other affine transform, a colour matrix and a blend mode, applied to what they draw as
/// one group. An effect modifier (`EffectKind`) says what its layer is; each painter draws every
/// layer, so a new effect needs no painter of its own.
///
/// `Layer(blur: 4)` is `.blur(radius: 4)`; `Layer(colorMatrix: .brightness(0.2))` is `.brightness(0.2)`.
public struct Layer: Hashable, Sendable {
    /// From 0 (not drawn) to 1 (as drawn).
    public var opacity: Double
    /// A Gaussian blur's radius in points; 0 for none.
    public var blur: Double
    /// Whether the blur keeps to the frame, its edges drawn from the colours inside
    /// (`.blur(radius:opaque: true)`) rather than fading into what is around.
    public var opaqueBlur: Bool
    public var shadow: Shadow?
    public var transform: AffineTransform
    /// The colours drawn, recoloured; nil for none.
    public var colorMatrix: ColorMatrix?
    public var blendMode: BlendMode
    /// What the terminal does with what it cannot show of the layer.
    public var inCells: CellFallback

    public init(
        opacity: Double = 1, blur: Double = 0, opaqueBlur: Bool = false, shadow: Shadow? = nil,
        transform: AffineTransform = .identity,
        colorMatrix: ColorMatrix? = nil, blendMode: BlendMode = .normal, inCells: CellFallback = .dimmed
    ) {
        self.opacity = opacity.isFinite ? max(0, min(1, opacity)) : 1
        self.blur = blur.isFinite ? max(0, min(blur, Length.largest)) : 0
        self.opaqueBlur = opaqueBlur
        self.shadow = shadow
        self.transform = transform
        self.colorMatrix = colorMatrix
        self.blendMode = blendMode
        self.inCells = inCells
    }

    /// A drop shadow under what the layer draws: its colour, blur radius and offset in points.
    public struct Shadow: Hashable, Sendable {
        public var color: Paint
        public var radius: Double
        public var x: Double
        public var y: Double

        /// SwiftUI's default colour: black at a third's opacity.
        public static let defaultColor = Paint.rgb(RGB(0, 0, 0), opacity: 0.33)

        public init(color: Paint = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
            self.color = color
            self.radius = Length.sane(radius)
            self.x = x.isFinite ? max(-Length.largest, min(x, Length.largest)) : 0
            self.y = y.isFinite ? max(-Length.largest, min(y, Length.largest)) : 0
        }
    }

    /// How cells draw a layer whose effect they cannot show (a blur, a shadow, a turn, a blend):
    /// cells show opacity as drawn and a colour matrix on their colours, and nothing else.
    public enum CellFallback: Hashable, Sendable {
        /// Drawn without the effect, as if it were not there (a turn: the caller says once that
        /// the terminal leaves turns out).
        case drawnAsIs
        /// Drawn dim, so that the reader sees that something there is not as the picture shows it.
        case dimmed
    }

    /// Whether the layer holds an effect cells cannot show: a blur, a shadow, a transform or a
    /// blend mode. Opacity is not one of them: the terminal has no translucency and draws it as is.
    public var hasEffectCellsCannotShow: Bool {
        blur > 0 || shadow != nil || !transform.isIdentity || blendMode != .normal
    }

    /// Whether cells dim what the layer draws.
    public var dimsCells: Bool { inCells == .dimmed && hasEffectCellsCannotShow }
}
