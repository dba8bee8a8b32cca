/// `tileshell --generate-completion-script bash|zsh|fish`, as swift-argument-parser tools do: a
/// script written from the flag table, so that every flag and its values complete in each shell.
package enum CompletionScript {
    /// The shells there is a script for.
    package enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The script for `shell`.
    package static func text(for shell: Shell, flags: [Flag] = Flag.all) -> String {
        let model = CompletionModel(flags: flags)
        switch shell {
        case .bash: return BashCompletion.script(model)
        case .zsh: return ZshCompletion.script(model)
        case .fish: return FishCompletion.script(model)
        }
    }

    /// The values of the flag spelled `flag` that start with `prefix`, one a line, for a script
    /// that calls back (`--complete-values=--locale=de`). `locales` lists the system's locales
    /// that start with a prefix (the terminal module does not link the locale data).
    package static func values(flag: String, prefix: String, locales: (String) -> [String]) -> [String] {
        guard let values = Flag.named(flag)?.values else { return [] }
        switch values {
        case .none, .text, .files: return []
        case .choices(let choices): return choices.filter { $0.hasPrefix(prefix) }
        case .locales: return locales(prefix)
        }
    }
}
