import Foundation
import Testing
import TileFlags

/// Asks a real shell what it would complete: bash through its completion function (COMP_WORDS
/// and COMP_CWORD, as readline sets them), zsh in a pseudo-terminal through `zpty`, fish through
/// `complete -C`.
enum CompletionDriver {
    /// Where the shell finds the script.
    enum Source {
        /// This script text, loaded directly.
        case script(String)
        /// The shell's own search for installed completions, with tileshell installed under this prefix
        /// (its `bin` first on PATH).
        case installed(prefix: String)
    }

    /// The candidates for each line (the cursor at its end), sorted, with folders' `/` and fish's
    /// `--flag=` and descriptions removed so that every shell's answers compare alike.
    static func candidates(
        _ shell: CompletionScript.Shell, _ source: Source, lines: [String], in folder: Folder
    ) throws -> [[String]]? {
        let raw: String
        var environment: [String: String] = [:]
        if case .installed(let prefix) = source {
            environment["PATH"] = prefix + "/bin:" + Tool.path
            // NB: bash-completion and fish's own config.fish both search XDG_DATA_DIRS.
            environment["XDG_DATA_DIRS"] = prefix + "/share:/usr/share"
        }
        switch shell {
        case .bash:
            guard let bash = Tool.require("bash", package: "bash") else { return nil }
            let loader = "/usr/share/bash-completion/bash_completion"
            guard FileManager.default.fileExists(atPath: loader) else {
                Issue.record("bash-completion is missing: install Debian's bash-completion (./Scripts/test does)")
                return nil
            }
            var script = "source \(loader)\n"
            switch source {
            case .script(let text): script += "source \(try folder.write("tileshell.bash", text).path)\n"
            case .installed: script += "__load_completion tileshell\n"
            }
            script += """
                fn=$(complete -p tileshell 2>/dev/null | sed -n 's/.* -F \\([^ ]*\\) .*/\\1/p')
                complete_line() {
                    COMP_WORDS=("$@")
                    COMP_CWORD=$(($# - 1))
                    COMP_LINE="$*"
                    COMP_POINT=${#COMP_LINE}
                    COMPREPLY=()
                    [[ -n $fn ]] && "$fn" tileshell "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                    printf '%s\\n' "${COMPREPLY[@]}" --end--
                }

                """
            for line in lines {
                script += "complete_line " + bashWords(line).map(shellQuoted).joined(separator: " ") + "\n"
            }
            let file = try folder.write("drive.bash", script)
            raw = try run(bash, ["--norc", "--noprofile", file.path], environment, folder).stdout
        case .zsh:
            guard let zsh = Tool.require("zsh", package: "zsh") else { return nil }
            var functions = folder.path + "/zsh-functions"
            switch source {
            case .script(let text): try folder.write("zsh-functions/_tileshell", text)
            case .installed(let prefix): functions = prefix + "/share/zsh/site-functions"
            }
            let harness = try folder.write("harness.zsh", zshHarness)
            raw = try run(zsh, ["-f", harness.path, functions] + lines, environment, folder).stdout
        case .fish:
            guard let fish = Tool.require("fish", package: "fish") else { return nil }
            var script = ""
            var arguments: [String] = []
            switch source {
            case .script(let text):
                script += "source \(try folder.write("tileshell.fish", text).path)\n"
                arguments.append("--no-config")
            case .installed: break
            }
            for line in lines { script += "complete -C " + fishQuoted(line) + "\necho --end--\n" }
            let file = try folder.write("drive.fish", script)
            raw = try run(fish, arguments + [file.path], environment, folder).stdout
        }
        var answers: [[String]] = []
        var current: Set<String> = []
        for candidate in raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if candidate == "--end--" {
                answers.append(current.sorted())
                current = []
                continue
            }
            guard !candidate.isEmpty else { continue }
            var word = candidate.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? ""
            if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") { word = String(word[word.index(after: eq)...]) }
            if word.count > 1 && word.hasSuffix("/") { word.removeLast() }
            current.insert(word)
        }
        #expect(answers.count == lines.count, "\(shell) answered \(answers.count) of \(lines.count) lines: \(raw)")
        return answers
    }

    private static func run(_ exe: String, _ args: [String], _ env: [String: String], _ folder: Folder) throws
        -> Tool.Result
    {
        let home = folder.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let work = folder.url.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let r = try Tool.run(exe, args, environment: env, cwd: work, home: home)
        #expect(r.stderr.isEmpty, "\(exe) said: \(r.stderr)")
        return r
    }

    /// The words bash's completion sees: split at blanks, and at `=` (in COMP_WORDBREAKS), which
    /// becomes a word of its own.
    static func bashWords(_ line: String) -> [String] {
        var words: [String] = []
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            var parts = word.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
            words.append(parts.removeFirst())
            for part in parts {
                words.append("=")
                if !part.isEmpty { words.append(part) }
            }
        }
        return words
    }

    static func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// Runs zsh's completion on each line in a pseudo-terminal and prints its candidates, one a
    /// line, each line's followed by `--end--`. Arguments: the folder for `fpath`, then the lines.
    static let zshHarness = #"""
        zmodload zsh/zpty || exit 3
        fdir=$1 out=$PWD/../zsh-candidates
        shift
        : >| $out
        zpty z zsh -f -i
        zpty -w z "PS1='READY> '; fpath=(${(q)fdir} \$fpath); autoload -U compinit; compinit -u -D"
        # Every candidate added, whatever the completion function, is also written to the file.
        zpty -w z "_capture() { local -a hits; builtin compadd -A hits \"\$@\"; (( \$#hits )) && print -rl -- \$hits >> ${(q)out}; builtin compadd \"\$@\" }"
        zpty -w z "compadd() { if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd \"\$@\"; else _capture \"\$@\"; fi }"
        # NB: no listing: the pty has no size, so zsh would ask before showing any list.
        zpty -w z "_nolist() { compstate[list]='' }"
        zpty -w z "_complete_and_mark() { comppostfuncs=(_nolist); zle complete-word; print -r -- --end-- >> ${(q)out} }"
        zpty -w z "zle -N _complete_and_mark; bindkey '^I' _complete_and_mark"
        zpty -w z "print ''; print 'STAR''TED'"
        zpty -r z chunk '*STARTED*'
        ends=0
        for line in "$@"; do
          zpty -w -n z $'\C-u'"$line"$'\t'
          ends=$(( ends + 1 ))
          # NB: a bounded wait, reading the pty so the child never blocks on a full buffer.
          for i in {1..1000}; do
            done_lines=(${(M)${(f)"$(<$out)"}:#--end--})
            (( $#done_lines >= ends )) && break
            zpty -r -t z chunk 2>/dev/null
            sleep 0.01
          done
        done
        zpty -d z
        cat $out
        """#
}
