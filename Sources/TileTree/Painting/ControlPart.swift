/// The part of a control that is not its label, as a painter draws it: a `ProgressView`'s
/// spinner or bar, a `Toggle`'s switch, a `Slider`'s track and thumb, a `Stepper`'s `− | +`.
/// Each has a fixed size in each unit, except that a bar and a slider take the offered width.
///
/// `ControlPart.toggleSwitch(isOn: true).size(width: nil, measure: .points)` is 51×31.
public enum ControlPart: Hashable, Sendable {
    /// An indeterminate `ProgressView`: the activity indicator's ring of ticks.
    case spinner
    /// A determinate `ProgressView`: a bar filled to `fraction` (0 to 1).
    case progressBar(fraction: Double)
    /// A `Toggle`'s switch.
    case toggleSwitch(isOn: Bool)
    /// A `Slider`'s track, filled up to its thumb at `fraction` (0 to 1).
    case slider(fraction: Double)
    /// A `Stepper`'s two buttons.
    case stepper

    /// The control the part belongs to, by SwiftUI's name.
    public var control: String {
        switch self {
        case .spinner, .progressBar: "ProgressView"
        case .toggleSwitch: "Toggle"
        case .slider: "Slider"
        case .stepper: "Stepper"
        }
    }

    // Points, as UIKit draws the controls SwiftUI uses on iOS 13 to 18.
    /// `UIActivityIndicatorView`'s medium style is 20×20 pt.
    public static let spinnerSide = 20.0
    /// `UIProgressView`'s default bar is 4 pt thick.
    public static let barThickness = 4.0
    /// `UISwitch` is 51×31 pt, whatever frame it is given.
    public static let switchSize = Size(width: 51, height: 31)
    /// `UISlider`'s thumb is a 28 pt circle on a 4 pt track.
    public static let sliderThumb = 28.0
    public static let sliderTrack = 4.0
    /// NB: the slider's height is the switch's 31 pt: the 28 pt thumb and room for its shadow.
    /// It is an estimate, not a measured SwiftUI number.
    public static let sliderHeight = 31.0
    /// `UIStepper` is 94×32 pt since iOS 13.
    public static let stepperSize = Size(width: 94, height: 32)
    /// NB: a bar or a slider asked its ideal width has none of its own in SwiftUI; here it is
    /// 160 pt (21 columns), so that one shown alone at its ideal size is still seen.
    public static let idealBarWidth = 160.0

    // Cells: what the terminal draws (see `CellPainter.control`).
    /// `◯━` off, `━●` on.
    public static let switchCells = Size(width: 2, height: 1)
    /// `[−|+]`.
    public static let stepperCells = Size(width: 5, height: 1)

    /// The part's size for an offered width (nil: its ideal), in `measure`.
    public func size(width: Double?, measure: Measure) -> Size {
        let offered = width.map { min($0, Length.largest) } ?? measure.length(Self.idealBarWidth, .horizontal)
        switch (self, measure) {
        case (.spinner, .points): return Size(width: Self.spinnerSide, height: Self.spinnerSide)
        case (.spinner, .cells): return Size(width: 1, height: 1)
        case (.progressBar, .points): return Size(width: offered, height: Self.barThickness)
        case (.slider, .points): return Size(width: offered, height: Self.sliderHeight)
        case (.progressBar, .cells), (.slider, .cells): return Size(width: offered, height: 1)
        case (.toggleSwitch, .points): return Self.switchSize
        case (.toggleSwitch, .cells): return Self.switchCells
        case (.stepper, .points): return Self.stepperSize
        case (.stepper, .cells): return Self.stepperCells
        }
    }

    /// Where `value` lies between `lower` and `upper`, from 0 to 1: a value outside the range is
    /// at its nearer end; NaN, an empty or reversed range, or one with an infinite bound is 0.
    public static func fraction(_ value: Double, lower: Double, upper: Double) -> Double {
        guard lower.isFinite, upper.isFinite, upper > lower, !value.isNaN else { return 0 }
        return clamped((value - lower) / (upper - lower))
    }

    /// `fraction` kept between 0 and 1 (NaN is 0), for a part built with any number.
    public static func clamped(_ fraction: Double) -> Double {
        guard !fraction.isNaN else { return 0 }
        return min(1, max(0, fraction))
    }
}
