import Foundation
import Testing
import TileFlags
import TileShell

/// Walks the flag table and the command table and finds every entry wherever a user looks for
/// it: `--help`, `help`, the man page and each shell's completion. Nothing can be forgotten.
@Suite struct InterfaceCoverageTests {
    @Test func everyFlagIsInTheHelpTheManPageAndEveryShellsCandidates() throws {
        let help = try Tool.tileshellOutput(["--help"])
        let manual = try ManualPageTests.rendered()
        let folder = try Folder()
        var offered: [CompletionScript.Shell: [String]] = [:]
        for shell in CompletionScript.Shell.allCases {
            let script = try Tool.tileshellOutput(["--generate-completion-script", shell.rawValue])
            offered[shell] = try CompletionDriver.candidates(
                shell, .script(script), lines: ["tileshell -"], in: folder)?
                .first
        }
        for flag in Flag.all {
            #expect(help.contains(flag.name), "--help lacks \(flag.name)")
            for spelling in [flag.name] + flag.aliases {
                #expect(manual.contains(spelling), "the man page lacks \(spelling)")
            }
            for shell in CompletionScript.Shell.allCases {
                #expect(offered[shell]?.contains(flag.name) == true, "\(shell) does not offer \(flag.name)")
            }
            if case .choices(let choices) = flag.values {
                for choice in choices { #expect(manual.contains(choice), "the man page lacks \(flag.name) \(choice)") }
            }
        }
    }

    @Test func everyCommandIsInHelpAndTheManPageWithItsExamples() throws {
        let help = try Tool.tileshellOutput(["--width", "200", "--color", "never", "-c", "help"])
        let manual = try ManualPageTests.rendered()
        for spec in CommandTable.standard.commands {
            #expect(help.contains("  " + spec.name + "  "), "help lacks \(spec.name)")
            for name in [spec.name] + spec.aliases {
                #expect(manual.contains(name), "the man page lacks \(name)")
            }
            for example in spec.examples {
                #expect(manual.contains(example), "the man page lacks the example '\(example)'")
            }
        }
    }
}
