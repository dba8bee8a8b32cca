import SwiftLesson
import TileTree

/// `GeometryReader { proxy in … }`: its closure is given a `GeometryProxy` whose `size` is the
/// space the reader was offered, and `frame(in:)` where the reader is (`.local` at zero, `.global`
/// on the device canvas). The space is measured by laying the preview out (`Lesson`'s measuring
/// pass); before it is known, a reader is guessed to have the device's safe area, which a
/// reader at the root of a body has.
enum GeometryReaderView {
    static let entry = ViewEntry(name: "GeometryReader", signatures: [Signature("content:{}")], isConfirmed: true) {
        c in
        let i = c.interpreter
        let (id, frame) = i.measuredFrame()
        guard case .closure(let content)? = c.args.closure("content") else {
            throw i.error("'GeometryReader' needs a closure that builds its content", c.range)
        }
        let views = try i.views(try i.callClosure(content, [proxy(frame, on: i.geometryCanvas)], c.range), c.range)
        return .view(ViewNode(GeometryReaderKind(id: id), views))
    }

    /// A `GeometryProxy` of a reader placed at `frame` on `canvas`: its `size`, its safe-area
    /// insets (how far it reaches past the device's safe area on each edge: none inside it, 59 and
    /// 34 for a reader that ignores it on an iPhone 15), and its frame for `frame(in:)`.
    static func proxy(_ frame: Rect, on canvas: DeviceCanvas) -> Value {
        let safe = canvas.offer(ignoring: [])
        func past(_ v: Double, _ limit: Double) -> Value { .double(max(0, min(v, limit))) }
        let insets: [(label: String?, value: Value)] = [
            ("top", past(safe.y - frame.y, frame.height)), ("leading", past(safe.x - frame.x, frame.width)),
            ("bottom", past(frame.maxY - safe.maxY, frame.height)),
            ("trailing", past(frame.maxX - safe.maxX, frame.width)),
        ]
        return .instance(
            Instance(
                type: "GeometryProxy",
                fields: [
                    "size": .tuple([("width", .double(frame.width)), ("height", .double(frame.height))]),
                    "safeAreaInsets": .tuple(insets),
                    "_frame": rect(frame),
                ]))
    }

    /// A `CGRect` as a value: its origin and size, and the edges and middles it answers.
    static func rect(_ r: Rect) -> Value {
        .tuple([
            ("x", .double(r.x)), ("y", .double(r.y)),
            ("origin", .tuple([("x", .double(r.x)), ("y", .double(r.y))])),
            ("size", .tuple([("width", .double(r.width)), ("height", .double(r.height))])),
            ("width", .double(r.width)), ("height", .double(r.height)),
            ("minX", .double(r.x)), ("midX", .double(r.x + r.width / 2)), ("maxX", .double(r.x + r.width)),
            ("minY", .double(r.y)), ("midY", .double(r.y + r.height / 2)), ("maxY", .double(r.y + r.height)),
        ])
    }

    /// `proxy.frame(in: .local)` at zero; `.global` and a named space on the canvas.
    static func frame(of proxy: Instance, in space: Value?) -> Value? {
        guard case .tuple(let fields)? = proxy.field("_frame") else { return nil }
        func number(_ label: String) -> Double {
            if case .double(let d)? = fields.first(where: { $0.label == label })?.value { return d }
            return 0
        }
        let local: Bool
        if case .implicitMember("local", _)? = space { local = true } else { local = false }
        let r = Rect(
            x: local ? 0 : number("minX"), y: local ? 0 : number("minY"), width: number("width"),
            height: number("height"))
        return rect(r)
    }
}

extension Interpreter {
    /// The next measured view's id (a `GeometryReader`, a custom `Shape`) and the frame it is
    /// given: the one layout measured for it, or the device's safe area before that; recorded so
    /// that `Lesson` can tell when measuring has settled.
    func measuredFrame() -> (id: Int, frame: Rect) {
        let id = geometryReaders
        geometryReaders += 1
        let frame = geometryFrames[id] ?? geometryCanvas.offer(ignoringSafeArea: false)
        geometryUsed[id] = frame
        return (id, frame)
    }
}
