import Foundation
import StandInSupport
import Testing

@testable import LessonInterpreter

/// Where the type checks must say nothing (a conformance declared elsewhere in the file, a
/// name unwrapped or shadowed) and where swiftc's verdict depends on the Foundation it sees.
struct TypeMistakeEdgeTests {
    /// Files swiftc accepts, whose types the checks might misread.
    static let accepted = [
        """
        import SwiftUI
        extension String: @retroactive Identifiable {
            public var id: String { self }
        }
        struct Names: View {
            let names = ["Ada", "Grace"]
            var body: some View {
                VStack { ForEach(names) { Text($0) } }
            }
        }
        """,
        """
        import SwiftUI
        protocol Named: Identifiable {
            var name: String { get }
        }
        struct Player: Named {
            var id: Int
            var name: String
        }
        struct Team: View {
            let players = [Player(id: 1, name: "Ada")]
            var body: some View {
                VStack { ForEach(players) { Text($0.name) } }
            }
        }
        """,
        """
        import SwiftUI
        enum Fruit: String, CaseIterable, Identifiable {
            case apple, pear
            var id: String { rawValue }
        }
        struct Fruits: View {
            var body: some View {
                VStack { ForEach(Fruit.allCases) { Text($0.rawValue) } }
            }
        }
        """,
        """
        import SwiftUI
        struct Greeting: View {
            var name: String? = "Ada"
            var body: some View {
                VStack {
                    if let name { Text(name) }
                    Text(name ?? "nobody")
                    Text(name!)
                }
            }
        }
        """,
        """
        import SwiftUI
        struct Greeting: View {
            var name: String? = "Ada"
            var body: some View {
                let name = "Grace"
                Text(name)
            }
        }
        """,
        """
        import SwiftUI
        struct Counts: View {
            let counts = [3, 1, 2]
            var body: some View {
                VStack {
                    ForEach(counts.indices) { Text("\\(counts[$0])") }
                    ForEach(0..<counts.count) { Text("\\(counts[$0])") }
                    ForEach(counts, id: \\.self) { Text("\\($0)") }
                }
            }
        }
        """,
    ]

    @Test(arguments: accepted)
    func anAcceptedFileDrawsWithNoError(_ file: String) {
        let result = open(file + "\n")
        #expect(result.errors.isEmpty, "\(result.messages)")
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcAcceptsTheFiles() throws {
        let found = try SwiftUIStandIn.errors(inFiles: Self.accepted)
        #expect(found == Array(repeating: [], count: Self.accepted.count))
    }

    /// `"ok".uppercased(by: 2)`: Apple's Foundation and swift-foundation declare `uppercased()`
    /// and `uppercased(with:)`, and swiftc takes the first. NB: Linux's corelibs Foundation, which
    /// the stand-in re-exports, also has an `uppercased` property bridged from `NSString`, so
    /// there swiftc says `cannot call value of non-function type 'String'`; this is checked
    /// against swift-foundation's `FoundationInternationalization`, as Xcode's Foundation has it.
    @Test func aStringMethodsExtraArgumentIsSwiftcsError() {
        let result = open(CallSignatureTests.source("Text(\"ok\".uppercased(by: 2))"))
        #expect(result.messages == ["Lesson.swift:4:34: error: argument passed to call that takes no arguments"])
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftFoundationGivesTheSameMessage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-types-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Upper.swift")
        // NB: the call at line 2, column 9 as in the view above it is at column 9 of line 4.
        try "import FoundationInternationalization\nlet s = \"ok\".uppercased(by: 2)\n".write(
            to: file, atomically: true, encoding: .utf8)
        let checked = SwiftUIStandIn.run(["swiftc", "-typecheck", "-diagnostic-style", "llvm", file.path])
        #expect(checked.output.contains(file.path + ":2:29: error: argument passed to call that takes no arguments"))
    }
}
