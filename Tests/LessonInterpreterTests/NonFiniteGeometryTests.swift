import LessonInterpreter
import Testing

/// A number that reaches a view's geometry or picture from a file is finite and within a million
/// points, or an error at its place: NaN, infinities and 1e300 no longer become a million-point
/// font, padding or spacing that text and SVG drew and a PNG refused.
@Suite struct NonFiniteGeometryTests {
    /// Every modifier and view that takes a length, radius, offset, opacity, size or angle; `X`
    /// is the number.
    static let uses = [
        "Text(\"Hi\").font(.system(size: X))", "Text(\"Hi\").font(.custom(\"A\", size: X))",
        "Text(\"Hi\").padding(X)", "Text(\"Hi\").padding(.top, X)", "Text(\"Hi\").opacity(X)",
        "Text(\"Hi\").offset(x: X)", "Text(\"Hi\").offset(y: X)", "Text(\"Hi\").offset(CGSize(width: X, height: 0))",
        "Text(\"Hi\").frame(width: X)", "Text(\"Hi\").frame(height: X)", "Text(\"Hi\").frame(minWidth: X)",
        "Text(\"Hi\").frame(idealHeight: X)", "Text(\"Hi\").cornerRadius(X)", "Text(\"Hi\").shadow(radius: X)",
        "Text(\"Hi\").border(Color.red, width: X)", "Text(\"Hi\").kerning(X)", "Text(\"Hi\").tracking(X)",
        "Text(\"Hi\").baselineOffset(X)", "Text(\"Hi\").minimumScaleFactor(X)",
        "Text(\"Hi\").rotationEffect(.degrees(X))", "Text(\"Hi\").aspectRatio(X, contentMode: .fit)",
        "Circle().stroke(Color.red, lineWidth: X)", "Circle().trim(from: 0, to: X)",
        "RoundedRectangle(cornerRadius: X)", "Spacer(minLength: X)", "VStack(spacing: X) { Text(\"Hi\") }",
        "HStack(spacing: X) { Text(\"Hi\") }",
    ]
    static let numbers = ["(0.0 / 0.0)", "(1.0 / 0.0)", "(-1.0 / 0.0)", "1e300", "-1e300", ".infinity"]

    @Test(arguments: uses)
    func aNumberNoViewCanTakeIsAnErrorAtItsPlace(_ use: String) {
        for number in Self.numbers {
            let view = use.replacing("X", with: number)
            let r = open("import SwiftUI\n#Preview { \(view) }\n")
            #expect(r.previews.isEmpty, "\(view)")
            let error = r.errors.first ?? ""
            #expect(
                error.hasPrefix("expected a finite number from -1000000 to 1000000, found '"), "\(view): \(r.errors)")
        }
    }

    @Test func aMaximumMayBeInfiniteAndOrdinaryNumbersStillDraw() {
        for view in [
            "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity)",
            "Text(\"Hi\").font(.system(size: 1000000)).padding(-1000000)", "VStack(spacing: 0.5) { Text(\"Hi\") }",
        ] {
            let r = open("import SwiftUI\n#Preview { \(view) }\n")
            #expect(r.errors.isEmpty, "\(view): \(r.errors)")
            #expect(r.previews.count == 1, "\(view)")
        }
    }
}
