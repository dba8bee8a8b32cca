import Testing

@testable import TileShell

/// Each Swift declaration runs the session's whole program again, so a session holds a bounded
/// number of them: a hostile session file of 100 000 `swift` lines ends with an error, not hours.
@Suite struct SwiftSessionLimitTests {
    @Test func aSessionHoldsAtMostMaxFilesOfSwift() {
        var shell = Shell(environment: environment())
        for n in 0..<SwiftSession.maxFiles {
            let outcome = shell.run(SourceLine(source: "<t>", lineNumber: n + 1, text: "enum E\(n) { case a, b }")) {
                _ in
            }
            guard case .ok = outcome else {
                Issue.record("declaration \(n) failed: \(outcome)")
                return
            }
        }
        #expect(shell.session.enumType(named: "E255")?.cases == ["a", "b"])
        let last = shell.run(SourceLine(source: "<t>", lineNumber: 999, text: "enum Last { case a }")) { _ in }
        guard case .failed(let d, _) = last else {
            Issue.record("the 257th declaration was accepted")
            return
        }
        #expect(d.message.contains("at most \(SwiftSession.maxFiles) SwiftUI files"))
        #expect(shell.session.enumType(named: "Last") == nil)
    }
}
