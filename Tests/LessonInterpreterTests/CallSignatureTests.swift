import SwiftLesson
import Testing

@testable import LessonInterpreter

/// Calls of built-in views and modifiers checked against their confirmed signatures: each
/// mistake is the error swiftc gives against the SwiftUI stand-in, at swiftc's line and column,
/// and each valid variant draws with no diagnostic and type-checks.
struct CallSignatureTests {
    /// A mistake and swiftc's first message for it, placed as in `source(_:)`.
    static let mistakes: [(call: String, message: String)] = [
        (
            "VStack(spacng: 10) { Text(\"a\") }",
            "4:15: error: incorrect argument label in call (have 'spacng:_:', expected 'spacing:_:')"
        ),
        ("Text(\"a\").cornerRadius(radius: 10)", "4:31: error: extraneous argument label 'radius:' in call"),
        ("Text(\"a\").padding(all: 16)", "4:26: error: extraneous argument label 'all:' in call"),
        (
            "Text(\"a\").frame(widht: 200)",
            "4:24: error: incorrect argument label in call (have 'widht:', expected 'width:')"
        ),
        ("Text(\"x\", foo: 3)", "4:24: error: extra argument 'foo' in call"),
        ("Text(\"a\").font(.title, 3)", "4:32: error: extra argument in call"),
        ("Button(title: \"+1\") { }", "4:15: error: extraneous argument label 'title:' in call"),
        (
            "VStack(alignment: .leading, spacng: 10) { Text(\"a\") }",
            "4:15: error: incorrect argument label in call (have 'alignment:spacng:_:', expected 'alignment:spacing:_:')"
        ),
        (
            "HStack(spacing: 4, alignment: .top) { Text(\"a\") }",
            "4:28: error: argument 'alignment' must precede argument 'spacing'"
        ),
        ("Text(\"a\").frame(height: 10, width: 20)", "4:37: error: argument 'width' must precede argument 'height'"),
        ("Text(\"a\").shadow(5)", "4:26: error: missing argument label 'color:' in call"),
        ("Text(\"a\").shadow(color: .black)", "4:39: error: missing argument for parameter 'radius' in call"),
        ("Text(\"a\").opacity()", "4:27: error: missing argument for parameter #1 in call"),
        ("Text(\"a\").opacity(value: 0.5)", "4:26: error: extraneous argument label 'value:' in call"),
        ("Text(\"a\").font(font: .title)", "4:23: error: extraneous argument label 'font:' in call"),
        ("Text(\"a\").foregroundColor(color: .red)", "4:34: error: extraneous argument label 'color:' in call"),
        ("Text(\"a\").cornerRadius(10, 3)", "4:31: error: missing argument label 'antialiased:' in call"),
        ("Text(\"a\").padding(.horizontal, 8, 3)", "4:43: error: extra argument in call"),
        ("Text(\"a\").frame(200, 100)", "4:24: error: missing argument labels 'width:height:' in call"),
        ("Text(\"a\").frame(width: 200, 100)", "4:24: error: missing argument label 'height:' in call"),
        ("Image(systemNam: \"star\")", "4:14: error: extraneous argument label 'systemNam:' in call"),
        ("Text()", "4:14: error: missing argument for parameter 'verbatim' in call"),
        ("Text(text: \"a\")", "4:13: error: extraneous argument label 'text:' in call"),
        ("Text(\"a\").offset(10, 20)", "4:25: error: missing argument labels 'x:y:' in call"),
        ("Text(\"a\").offset(x: 10, 20)", "4:25: error: missing argument label 'y:' in call"),
        ("Text(\"a\").rotationEffect(angle: .degrees(4))", "4:33: error: extraneous argument label 'angle:' in call"),
        (
            "Text(\"a\").shadow(radius: 4, x: 2, color: .black)",
            "4:43: error: argument 'color' must precede argument 'radius'"
        ),
        ("Text(\"a\").background(color: .red)", "4:29: error: extraneous argument label 'color:' in call"),
        ("Divider(1)", "4:17: error: argument passed to call that takes no arguments"),
        ("Text(\"a\").fontWeight(weight: .bold)", "4:29: error: extraneous argument label 'weight:' in call"),
        ("Text(\"a\").border(.red, 2)", "4:25: error: missing argument label 'width:' in call"),
        (
            "Text(\"a\").frame(maxwidth: 10)",
            "4:24: error: incorrect argument label in call (have 'maxwidth:', expected 'width:')"
        ),
        (
            "Button(\"a\", action: {}, role: .destructive)",
            "4:33: error: argument 'role' must precede argument 'action'"
        ),
        ("Spacer(10)", "4:16: error: missing argument label 'minLength:' in call"),
        ("Text(\"a\").foregroundStyle(style: .red)", "4:34: error: extraneous argument label 'style:' in call"),
        ("VStack(10) { Text(\"a\") }", "4:15: error: missing argument label 'alignment:' in call"),
        ("HStack(alignment: .top, 4) { Text(\"a\") }", "4:15: error: missing argument label 'spacing:' in call"),
        ("VStack(alignment: .leading, foo: 3) { Text(\"a\") }", "4:42: error: extra argument 'foo' in call"),
        ("ZStack(foo: 1) { Text(\"a\") }", "4:21: error: extra argument 'foo' in call"),
        ("Text(\"a\").frame(width: 1, height: 2, depth: 3)", "4:53: error: extra argument 'depth' in call"),
        ("Text(\"a\").padding(.all, length: 3)", "4:26: error: extraneous argument label 'length:' in call"),
        ("Text(\"a\").opacity(0.5, 0.2)", "4:32: error: extra argument in call"),
        (
            "Text(\"a\").cornerRadius(10, antialias: true)",
            "4:31: error: incorrect argument label in call (have '_:antialias:', expected '_:antialiased:')"
        ),
        (
            "Text(\"a\").frame(width: 1, alignment: .center, height: 2)",
            "4:55: error: argument 'height' must precede argument 'alignment'"
        ),
        ("Image(name: \"a\")", "4:14: error: extraneous argument label 'name:' in call"),
        (
            "Text(Date(), styl: .date)",
            "4:13: error: incorrect argument label in call (have '_:styl:', expected '_:style:')"
        ),
        ("Text(\"a\").offset(y: 2, x: 1)", "4:32: error: argument 'x' must precede argument 'y'"),
        ("VStack(spacing: 1, spacing: 2) { Text(\"a\") }", "4:37: error: extra argument 'spacing' in call"),
        (
            "Text(\"a\").frame(minWidth: 1, maxwidth: 2)",
            "4:24: error: incorrect argument label in call (have 'minWidth:maxwidth:', expected 'minWidth:maxWidth:')"
        ),
        (
            "Text(\"a\").frame(width: 1, heigth: 2)",
            "4:24: error: incorrect argument label in call (have 'width:heigth:', expected 'width:height:')"
        ),
        ("Text(\"a\").font()", "4:24: error: missing argument for parameter #1 in call"),
        ("Text(\"a\").bold(1, 2)", "4:27: error: extra argument in call"),
        ("Text(\"a\").italic(true, 2)", "4:32: error: extra argument in call"),
        (
            "Text(\"a\").opacity(0.5).shadow(radius: 2, y: 1, x: 1)",
            "4:56: error: argument 'x' must precede argument 'y'"
        ),
        ("Spacer(min: 4)", "4:21: error: extra argument 'min' in call"),
        (
            "Text(\"a\").border(.red, widht: 2)",
            "4:25: error: incorrect argument label in call (have '_:widht:', expected '_:width:')"
        ),
        ("Text(\"a\").rotationEffect(.degrees(4), .center)", "4:33: error: missing argument label 'anchor:' in call"),
        (
            "Text(\"a\").background(.red, inn: Capsule())",
            "4:29: error: incorrect argument label in call (have '_:inn:', expected '_:in:')"
        ),
        ("Image(systemName: \"star\", \"x\")", "4:14: error: missing argument label 'variableValue:' in call"),
        (
            "ZStack(alignment: .center, spacing: 4) { Text(\"a\") }",
            "4:15: error: extra arguments at positions #2, #3 in call"
        ),
        ("Rectangle(1)", "4:19: error: argument passed to call that takes no arguments"),
        ("Circle(radius: 4)", "4:24: error: argument passed to call that takes no arguments"),
        ("Capsule(styl: .circular)", "4:16: error: incorrect argument label in call (have 'styl:', expected 'style:')"),
        ("RoundedRectangle(8)", "4:26: error: missing argument label 'cornerRadius:' in call"),
        ("RoundedRectangle(cornerRadius: 8, .continuous)", "4:25: error: missing argument label 'style:' in call"),
        ("Image(systemName: \"star\").resizable(true)", "4:45: error: missing argument label 'capInsets:' in call"),
        ("Text(\"a\").scaledToFit(true)", "4:31: error: argument passed to call that takes no arguments"),
        ("Text(\"a\").clipped(true)", "4:27: error: missing argument label 'antialiased:' in call"),
        ("Text(\"a\").fixedSize(horizontal: true)", "4:45: error: missing argument for parameter 'vertical' in call"),
        (
            "Text(\"a\").fixedSize(vertical: true, horizontal: false)",
            "4:45: error: argument 'horizontal' must precede argument 'vertical'"
        ),
        (
            "Text(\"a\").multilineTextAlignment(alignment: .center)",
            "4:41: error: extraneous argument label 'alignment:' in call"
        ),
        ("Text(\"a\").lineLimit(limit: 2)", "4:28: error: extraneous argument label 'limit:' in call"),
        ("Text(\"a\").lineLimit(2, true)", "4:28: error: missing argument label 'reservesSpace:' in call"),
        ("Text(\"a\").minimumScaleFactor(factor: 0.5)", "4:37: error: extraneous argument label 'factor:' in call"),
        ("Text(\"a\").layoutPriority(priority: 1)", "4:33: error: extraneous argument label 'priority:' in call"),
        ("Text(\"a\").aspectRatio(1, .fit)", "4:30: error: missing argument label 'contentMode:' in call"),
        (
            "Text(\"a\").aspectRatio(contentMode: .fit, 1)",
            "4:50: error: unnamed argument #2 must precede argument 'contentMode'"
        ),
        ("Circle().fill(color: .red)", "4:22: error: extraneous argument label 'color:' in call"),
        ("Circle().fill(.red, .blue)", "4:22: error: missing argument label 'style:' in call"),
    ]

    /// Calls that fit a signature: defaults skipped, trailing closures, labels in order.
    static let valid = [
        "VStack { Text(\"a\") }",
        "VStack(spacing: 8) { Text(\"a\") }",
        "VStack(alignment: .leading) { Text(\"a\") }",
        "VStack(alignment: .leading, spacing: 4) { Text(\"a\") }",
        "VStack(alignment: .trailing, spacing: nil, content: { Text(\"a\") })",
        "HStack { Text(\"a\") }",
        "HStack(spacing: 0) { Text(\"a\") }",
        "HStack(alignment: .top, spacing: 2) { Text(\"a\") }",
        "ZStack { Text(\"a\") }",
        "ZStack(alignment: .leading) { Text(\"a\") }",
        "Text(verbatim: \"a\")",
        "Text(\"a\", tableName: \"T\")",
        "Text(\"a\", comment: \"c\")",
        "Text(Date(), style: .time)",
        "Text(Image(systemName: \"star\"))",
        "Image(systemName: \"star\")",
        "Image(systemName: \"wifi\", variableValue: 0.5)",
        "Button(\"Tap\") { }",
        "Button(\"Tap\", action: {})",
        "Button(action: {}) { Text(\"b\") }",
        "Button { } label: { Text(\"b\") }",
        "Button(\"Delete\", role: .destructive) { }",
        "Button(role: .cancel) { } label: { Text(\"x\") }",
        "Button(\"Add\", systemImage: \"plus\") { }",
        "Spacer()",
        "Spacer(minLength: 8)",
        "Divider()",
        "Text(\"a\").padding()",
        "Text(\"a\").padding(8)",
        "Text(\"a\").padding(.horizontal)",
        "Text(\"a\").padding(.horizontal, 8)",
        "Text(\"a\").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
        "Text(\"a\").frame()",
        "Text(\"a\").frame(width: 100)",
        "Text(\"a\").frame(width: 100, height: 50, alignment: .leading)",
        "Text(\"a\").frame(maxWidth: .infinity)",
        "Text(\"a\").frame(minWidth: 10, maxWidth: 100, minHeight: 5, alignment: .trailing)",
        "Text(\"a\").font(.title)",
        "Text(\"a\").foregroundColor(.red)",
        "Text(\"a\").foregroundStyle(.blue)",
        "Text(\"a\").padding().foregroundStyle(.red, .blue)",
        "Text(\"a\").padding().foregroundStyle(.red, .blue, .green)",
        "Text(\"a\").background(Color.red)",
        "Text(\"a\").background { Color.red }",
        "Text(\"a\").background(alignment: .leading) { Color.red }",
        "Text(\"a\").background(.blue, in: Capsule())",
        "Text(\"a\").background(in: Capsule())",
        "Text(\"a\").background()",
        "Text(\"a\").cornerRadius(8)",
        "Text(\"a\").cornerRadius(8, antialiased: false)",
        "Text(\"a\").opacity(0.5)",
        "Text(\"a\").shadow(radius: 4)",
        "Text(\"a\").shadow(color: .gray, radius: 4, x: 1, y: 2)",
        "Text(\"a\").shadow(radius: 2, y: 3)",
        "Text(\"a\").fontWeight(.bold)",
        "Text(\"a\").bold()",
        "Text(\"a\").padding().bold(true)",
        "Text(\"a\").italic()",
        "Text(\"a\").offset(x: 4)",
        "Text(\"a\").offset(y: 4)",
        "Text(\"a\").offset(x: 1, y: 2)",
        "Text(\"a\").offset(CGSize(width: 1, height: 2))",
        "Text(\"a\").border(.red)",
        "Text(\"a\").border(.red, width: 2)",
        "Text(\"a\").rotationEffect(.degrees(45))",
        "Text(\"a\").rotationEffect(.degrees(45), anchor: .topLeading)",
        "Rectangle()",
        "Circle()",
        "Ellipse()",
        "Capsule()",
        "Capsule(style: .circular)",
        "RoundedRectangle(cornerRadius: 8)",
        "RoundedRectangle(cornerRadius: 8, style: .continuous)",
        "RoundedRectangle(cornerSize: CGSize(width: 4, height: 4))",
        "Image(systemName: \"star\").resizable()",
        "Image(systemName: \"star\").resizable().scaledToFit()",
        "Image(systemName: \"star\").resizable().scaledToFill()",
        "Text(\"a\").clipped()",
        "Text(\"a\").clipped(antialiased: true)",
        "Text(\"a\").fixedSize()",
        "Text(\"a\").fixedSize(horizontal: false, vertical: true)",
        "Text(\"a\").multilineTextAlignment(.center)",
        "Text(\"a\").lineLimit(2)",
        "Text(\"a\").lineLimit(nil)",
        "Text(\"a\").lineLimit(2, reservesSpace: true)",
        "Text(\"a\").minimumScaleFactor(0.5)",
        "Text(\"a\").layoutPriority(1)",
        "Text(\"a\").aspectRatio(contentMode: .fit)",
        "Text(\"a\").aspectRatio(1.5, contentMode: .fill)",
        "Circle().fill()",
        "Circle().fill(.red)",
        "Circle().fill(.red, style: FillStyle())",
    ]

    /// The call alone in a view's body, at line 4, column 9.
    static func source(_ call: String, preview: Bool = true) -> String {
        "import SwiftUI\nstruct V: View {\n    var body: some View {\n        \(call)\n    }\n}\n"
            + (preview ? "#Preview { V() }\n" : "")
    }

    @Test(arguments: mistakes)
    func aMistakeIsSwiftcsError(_ call: String, _ message: String) {
        let result = open(Self.source(call))
        #expect(result.failed)
        #expect(result.messages == ["Lesson.swift:" + message])
    }

    @Test(arguments: valid)
    func aValidCallDrawsWithNoDiagnostic(_ call: String) {
        let result = open(Self.source(call))
        #expect(!result.failed)
        #expect(result.diagnostics.isEmpty)
        #expect(result.previews.count == 1)
    }

    @Test(.enabled(if: StandInCompiler.isAvailable))
    func swiftcGivesTheRecordedMessages() throws {
        let found = try StandInCompiler.firstErrors(Self.mistakes.map(\.call))
        for (row, (call, message)) in zip(found, Self.mistakes) {
            #expect(row == message, "\(call)")
        }
    }

    @Test(.enabled(if: StandInCompiler.isAvailable))
    func swiftcAcceptsTheValidCalls() throws {
        let found = try StandInCompiler.firstErrors(Self.valid)
        for (row, call) in zip(found, Self.valid) {
            #expect(row == nil, "\(call)")
        }
    }

    @Test func anUncheckedEntryTakesItsCallsAsBefore() {
        // NB: the lazy stacks' `pinnedViews:` is not among their signatures, so they are not checked.
        let result = open(Self.source("LazyVStack(spacng: 10) { Text(\"a\") }"))
        #expect(!result.failed)
        #expect(result.firstPreviewTexts == ["a"])
    }

    @Test func aFileExtendingAViewKeepsItsInitializers() {
        let source =
            "import SwiftUI\nextension Text {\n    init(price: Double) { self.init(\"\\(price)\") }\n}\n"
            + "#Preview { Text(price: 3) }\n"
        let result = open(source)
        #expect(!result.failed)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func theFirstFittingSignatureNeedsNoRepair() {
        let vertical = Signature("alignment:=", "spacing:=", "content:{}")
        let range = SourceRange(start: 0, end: 1)
        let closure = Argument(label: nil, value: .void, range: range, trailing: true)
        let spacing = Argument(label: "spacing", value: .int(4), range: range)
        #expect(SignatureMatcher.fits(vertical, [spacing, closure]))
        #expect(!SignatureMatcher.fits(vertical, [closure, spacing]))
        #expect(SignatureMatcher.mismatch([vertical], [spacing, closure], .init(open: 0, close: 1)) == nil)
    }
}
