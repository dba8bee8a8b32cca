/// `UIScreen`: a side effect, except `UIScreen.main`, which is the canvas's screen.
enum UIScreenType {
    // NB: the screen is the canvas's: an iPhone 15's, 393x852 points.
    static let entry = TypeEntry(name: "UIScreen", role: .sideEffect) { use in
        guard use.name == "main" else { return nil }
        let size: Value = .tuple([("width", .double(393)), ("height", .double(852))])
        return .tuple([
            ("bounds", .tuple([("width", .double(393)), ("height", .double(852)), ("size", size)])),
            ("scale", .double(3)),
        ])
    }
}
