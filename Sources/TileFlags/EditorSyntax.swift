import TileShell

/// `tileshell --generate-editor-syntax vim|vim-ftdetect|textmate`: highlighting for `.tsh`
/// scripts, written from the command table (commands, their keyword options) so that an editor
/// never lags the language.
package enum EditorSyntax {
    /// The files there is a generator for.
    package enum Kind: String, CaseIterable, Sendable {
        /// Vim's `syntax/tileshell.vim`.
        case vim
        /// Vim's `ftdetect/tileshell.vim`: `*.tsh` is a tileshell script.
        case vimFtdetect = "vim-ftdetect"
        /// A TextMate grammar (JSON), which VS Code, Sublime Text and GitHub-style highlighters read.
        case textmate
    }

    /// The words the highlighters know, from the table.
    struct Words {
        /// Every command name and alias, in the table's order.
        var commands: [String]
        /// The words a command's grammar takes literally (`title`, `as`, `stop`), and `nil`.
        var keywords: [String]
        var types: [String]

        init(commands specs: [CommandSpec]) {
            commands = specs.flatMap { [$0.name] + $0.aliases }
            var keywords: Set<String> = ["nil"]
            for spec in specs { Self.collect(spec.grammar, into: &keywords) }
            self.keywords = keywords.sorted()
            types = ValueType.scalarNames.map(\.0)
        }

        private static func collect(_ grammar: [GrammarElement], into words: inout Set<String>) {
            for element in grammar {
                switch element {
                case .one(let slot), .ifAny(let slot), .oneOrMore(let slot, _), .zeroOrMore(let slot), .rest(let slot):
                    collect(slot, into: &words)
                case .either(_, let then, let otherwise):
                    collect(then, into: &words)
                    collect(otherwise, into: &words)
                case .punctuation: break
                case .ifNext(let trigger, let rest):
                    if case .keyword(let word) = trigger { words.insert(word) }
                    collect(rest, into: &words)
                case .list(let rest, _, _): collect(rest, into: &words)
                case .options(let options, _):
                    for option in options {
                        words.insert(option.keyword)
                        if let slot = option.value { collect(slot, into: &words) }
                    }
                }
            }
        }

        private static func collect(_ slot: Slot, into words: inout Set<String>) {
            if case .path(_, let orWords) = slot.fills { words.formUnion(orWords) }
        }
    }

    /// The file for `kind`.
    package static func text(_ kind: Kind, commands: [CommandSpec] = CommandTable.standard.commands) -> String {
        let words = Words(commands: commands)
        switch kind {
        case .vim: return VimSyntax.syntax(words)
        case .vimFtdetect: return VimSyntax.ftdetect
        case .textmate: return TextMateGrammar.json(words)
        }
    }
}
