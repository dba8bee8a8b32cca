import Foundation
import Testing

@testable import SwiftLesson

/// The lesson files under Corpus/: each is valid Swift by `swiftc -parse`, and parses with no
/// error or warning into the declarations listed here (kind, name and members, in order).
@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static let expected: [String: String] = [
        "BackgroundAndOverlay.swift": "import SwiftUI struct BackgroundAndOverlay{var body} #Preview",
        "ColorsAndGradients.swift":
            "import SwiftUI struct ColorsAndGradients{let accent let literal var body} #Preview",
        "Conditionals.swift":
            "import SwiftUI struct Conditionals{var showCircle var showRectangle var isLoading var score var body} #Preview",
        "EnumPickerMapping.swift":
            "import SwiftUI enum TimeUnit{case second,minut,hour} struct EnumPicker<T,V>{var selected var title let mapping var body} extension EnumPicker{init(selected:title:)} struct ContentView{var unit var body} struct ContentView_Previews{var previews}",
        "EnumPickerSimple.swift":
            "import SwiftUI enum TimeUnit{case second,minut,hour} struct EnumPicker<T>{var selected var title var body} struct ContentView{var unit var body} #Preview",
        "Expressions.swift":
            "import SwiftUI struct Expressions{let prices let names let hex let big let ratio var nickname var total var summary var body func tryThings()} #Preview",
        "ExtractedSubviews.swift":
            "import SwiftUI struct ExtractedSubviews{var backgroundColor var body var contentLayer var buttonLayer func button(_:)} struct MyItem{let title let count let color var body} #Preview",
        "FailableInits.swift":
            "import SwiftUI struct Score{let value let grade init?(value:)} struct ScoreView{let scores var body} #Preview",
        "ForEachLoops.swift":
            "import SwiftUI struct ForEachLoops{let data let myString enum Planet{case mercury,venus,earth,mars var radius} var body} #Preview",
        "FramesAndAlignment.swift": "import SwiftUI struct FramesAndAlignment{var body} #Preview",
        "Groups.swift": "import SwiftUI struct Groups{var body} #Preview",
        "InitializerBootcamp.swift":
            "import SwiftUI struct InitializerBootcamp{let backgroundColor let count let title init(count:fruit:) enum Fruit{case apple case orange} var body} struct InitializerBootcamp_Previews{var previews}",
        "NavigationPlaceholders.swift":
            "import SwiftUI struct Fruit{let id let name let count} struct NavigationPlaceholders{var fruits var showSheet var body} #Preview",
        "PaddingAndSpacer.swift": "import SwiftUI struct PaddingAndSpacer{var body} #Preview",
        "ParticipantCard.swift":
            "import Foundation import SwiftUI struct Participant{let name let jobTitle let avatarSymbol} struct Item{let name let salePrice let lastUpdated let discountPercentage} extension Text{init?(optional:) init?(price:currency:) init?(relativeDate:relativeTo:)} extension Image{init?(systemName:) init?(optionalResource:)} struct ParticipantCard{let participant let item var body func discountBadge(for:)} #Preview #Preview",
        "Pickers.swift":
            "import SwiftUI struct Pickers{var selection var age let filterOptions init() var body} #Preview",
        "Previews.swift":
            "import SwiftUI struct Badge{var label var color var isLarge var body} #Preview #Preview #Preview",
        "SFSymbols.swift": "import SwiftUI struct SFSymbols{let names var body} #Preview",
        "Shapes.swift": "import SwiftUI struct Shapes{var body} #Preview",
        "Stacks.swift": "import SwiftUI struct Stacks{var body} #Preview",
        "StateButtons.swift":
            "import SwiftUI struct StateButtons{var backgroundColor var myTitle var count var body} #Preview",
        "SwitchAndEnums.swift":
            "import SwiftUI enum Shape{case circle case square case empty} enum Level{case low case medium case high var id var color var title} struct ShapeView{let shape let level var body} #Preview",
        "Ternaries.swift": "import SwiftUI struct Ternaries{var isStartingState var body} #Preview",
        "TextStyles.swift": "import SwiftUI struct TextStyles{var body} #Preview",
        "ViewBuilderFunctions.swift":
            "import SwiftUI struct HeaderViewRegular{let title let description let iconName var body} struct HeaderViewGeneric<Content>{let title let content init(title:content:) var body} enum ViewType{case one,two,three} struct LocalViewBuilder{let type var body var headerSection var viewOne} #Preview",
    ]

    static func parse(_ name: String) throws -> SourceFileSyntax {
        let text = try String(contentsOfFile: corpus.appendingPathComponent(name).path, encoding: .utf8)
        return Parser.parse(SourceFile(path: name, text: text))
    }

    @Test func everyFileIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(Set(files) == Set(Self.expected.keys))
        #expect(files.count >= 20)
    }

    @Test(arguments: expected.keys.sorted()) func parsesCleanly(name: String) throws {
        let parsed = try Self.parse(name)
        #expect(parsed.diagnostics.map { $0.formatted(in: parsed.file) } == [])
        #expect(Outline.of(parsed.declarations) == Self.expected[name])
    }

    /// The oracle: swiftc agrees that every corpus file is valid Swift (when swiftc is on PATH).
    @Test(arguments: expected.keys.sorted()) func swiftcAgrees(name: String) throws {
        guard let swiftc = Self.swiftc else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse", Self.corpus.appendingPathComponent(name).path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }

    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()
}
