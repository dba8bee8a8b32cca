import Foundation
import Testing
import TileFlags

/// `./Scripts/install`, end to end in a temporary prefix, home and DESTDIR: what it installs,
/// that the installed program and completions work from there, what it says each program will
/// find, and that `--uninstall` leaves nothing behind.
@Suite struct InstallTests {
    /// The files an install puts under `prefix`, with their modes.
    static let files: [(path: String, mode: Int)] = [
        ("bin/tileshell", 0o755), ("share/man/man1/tileshell.1", 0o644),
        ("share/bash-completion/completions/tileshell", 0o644), ("share/zsh/site-functions/_tileshell", 0o644),
        ("share/fish/vendor_completions.d/tileshell.fish", 0o644), ("share/vim/vimfiles/syntax/tileshell.vim", 0o644),
        ("share/vim/vimfiles/ftdetect/tileshell.vim", 0o644),
    ]

    /// Runs Scripts/install with the built binary (no release build) and HOME in `folder`.
    static func install(_ arguments: [String], in folder: Folder, environment: [String: String] = [:]) throws
        -> Tool.Result
    {
        let home = folder.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var env = ["TILESHELL_INSTALL_BIN": Tool.tileshell]
        env.merge(environment) { $1 }
        let script = Tool.packageRoot.appendingPathComponent("Scripts/install").path
        return try Tool.run("/bin/bash", [script] + arguments, environment: env, cwd: folder.url, home: home)
    }

    /// Every file and folder under `path`, relative to it.
    static func tree(_ path: String) -> [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
    }

    static func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
    }

    @Test func installsUnderAPrefixWorksFromThereAndUninstallLeavesNothing() throws {
        let folder = try Folder()
        let prefix = folder.path + "/prefix"
        let r = try Self.install(["--prefix", prefix], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        for (path, mode) in Self.files {
            #expect(Self.mode(prefix + "/" + path) == mode, "\(path)")
            #expect(r.stdout.contains("  " + prefix + "/" + path + "\n"), "the output names \(path)")
        }
        // Where each program looks: none of them looks in a fresh prefix, and each gets its line.
        #expect(r.stdout.contains("add to ~/.profile:  export PATH=\"\(prefix)/bin:$PATH\""))
        #expect(r.stdout.contains("fpath=(\(prefix)/share/zsh/site-functions $fpath)"))
        #expect(r.stdout.contains("set -p fish_complete_path \(prefix)/share/fish/vendor_completions.d"))
        #expect(r.stdout.contains("source \(prefix)/share/bash-completion/completions/tileshell"))
        #expect(r.stdout.contains("set runtimepath+=\(prefix)/share/vim/vimfiles"))

        let installed = prefix + "/bin/tileshell"
        #expect(try Tool.run(installed, ["--version"]).stdout == "tileshell 0.1.0\n")
        #expect(try Tool.run(installed, ["-c", "set price 9.99; show price"]).stdout == "$9.99\n")
        let page = try String(contentsOfFile: prefix + "/share/man/man1/tileshell.1", encoding: .utf8)
        #expect(page == (try Tool.tileshellOutput(["--generate-manual"])))
        let syntax = try String(contentsOfFile: prefix + "/share/vim/vimfiles/syntax/tileshell.vim", encoding: .utf8)
        #expect(syntax == (try Tool.tileshellOutput(["--generate-editor-syntax", "vim"])))

        // Each shell finds the installed completion by its own search and completes from it.
        for shell in CompletionScript.Shell.allCases {
            let answers = try CompletionDriver.candidates(
                shell, .installed(prefix: prefix), lines: ["tileshell --col", "tileshell --color "], in: folder)
            #expect(answers == [["--color"], ["always", "auto", "never"]], "\(shell)")
        }

        let gone = try Self.install(["--prefix", prefix, "--uninstall"], in: folder)
        #expect(gone.status == 0, "\(gone.stderr)")
        #expect(gone.stdout.contains("removed \(installed)\n"))
        #expect(!FileManager.default.fileExists(atPath: prefix), "left: \(Self.tree(prefix))")
    }

    @Test func theDefaultPrefixIsLocalWhereBashFishAndManLook() throws {
        let folder = try Folder()
        let local = folder.path + "/home/.local"
        let path = local + "/bin:" + Tool.path
        let r = try Self.install([], in: folder, environment: ["PATH": path])
        #expect(r.status == 0, "\(r.stderr)")
        for (file, _) in Self.files { #expect(FileManager.default.fileExists(atPath: local + "/" + file), "\(file)") }
        for found in ["PATH  found", "man   found", "bash  found", "fish  found"] {
            #expect(r.stdout.contains(found), "\(found) in \(r.stdout)")
        }
        // zsh does not search ~/.local/share/zsh/site-functions, nor Vim ~/.local/share/vim/vimfiles.
        #expect(r.stdout.contains("set runtimepath+=\(local)/share/vim/vimfiles"))
        #expect(r.stdout.contains("zsh   not found"))
        #expect(r.stdout.contains("fpath=(\(local)/share/zsh/site-functions $fpath)"))

        // A reinstall, then one uninstall, still removes every folder the first install made.
        #expect(try Self.install([], in: folder, environment: ["PATH": path]).status == 0)
        #expect(try Self.install(["--uninstall"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: local), "left: \(Self.tree(local))")
    }

    @Test func aLineAlreadyInTheUsersRcFilesCountsAsFound() throws {
        let folder = try Folder()
        let prefix = folder.path + "/prefix"
        try folder.write("home/.zshrc", "fpath=(\(prefix)/share/zsh/site-functions $fpath)\n")
        try folder.write("home/.vimrc", "set runtimepath+=\(prefix)/share/vim/vimfiles\n")
        let r = try Self.install(["--prefix", prefix], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("zsh   found: your ~/.zshrc puts"))
        #expect(r.stdout.contains("vim   found: your ~/.vimrc puts"))
    }

    @Test func destdirStagesTheFilesForAPackage() throws {
        let folder = try Folder()
        let stage = folder.path + "/stage"
        let r = try Self.install(["--prefix", "/usr/local"], in: folder, environment: ["DESTDIR": stage])
        #expect(r.status == 0, "\(r.stderr)")
        for (path, mode) in Self.files { #expect(Self.mode(stage + "/usr/local/" + path) == mode, "\(path)") }
        #expect(r.stdout.contains("DESTDIR is set"))
        #expect(!r.stdout.contains("not found"))
        let manifest = try String(
            contentsOfFile: stage + "/usr/local/share/tileshell/install-manifest", encoding: .utf8)
        #expect(manifest.contains("file /usr/local/bin/tileshell\n"), "the manifest names the final paths")
        let gone = try Self.install(
            ["--prefix", "/usr/local", "--uninstall"], in: folder, environment: ["DESTDIR": stage])
        #expect(gone.status == 0)
        #expect(Self.tree(stage) == [])
    }

    @Test func usageErrorsAndAnUninstallWithNothingInstalled() throws {
        let folder = try Folder()
        let unknown = try Self.install(["--prefx", "/tmp"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("install: unknown argument '--prefx'"))
        let missing = try Self.install(["--prefix"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("'--prefix' needs a folder"))
        let nothing = try Self.install(["--prefix", folder.path + "/none", "--uninstall"], in: folder)
        #expect(nothing.status == 1)
        #expect(nothing.stderr.contains("nothing to uninstall"))
    }

    /// The line the install says to add for `program` (after "add to …:  ").
    static func lineToAdd(_ output: String, after marker: String) -> String? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains(marker) }),
            let colon = line.range(of: ":  ")
        else { return nil }
        return String(line[colon.upperBound...])
    }

    /// Each path is one word: a prefix with a space, a quote and a `$` gets the files, overwrites
    /// nothing beside it, each "add" line read by its own program names the folder, and the
    /// uninstall removes it all.
    @Test func aPrefixWithASpaceAQuoteAndADollarIsOneFolder() throws {
        let folder = try Folder()
        // NB: the old script split the prefix at the space and wrote every file over this one.
        let victim = try folder.write("my", "keep\n")
        let prefix = folder.path + "/my dir'$HOME"
        let r = try Self.install(["--prefix", prefix], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        for (path, mode) in Self.files { #expect(Self.mode(prefix + "/" + path) == mode, "\(path)") }
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep\n")
        let manifest = try String(contentsOfFile: prefix + "/share/tileshell/install-manifest", encoding: .utf8)
        #expect(manifest.contains("file \(prefix)/bin/tileshell\n"))
        #expect(!manifest.contains("file \(folder.path)/my\n"))

        // Each line to add, run by the program it is for, puts exactly this folder first.
        let home = folder.url.appendingPathComponent("home")
        let checks: [(marker: String, program: String, arguments: (String) -> [String], expected: String)] = [
            ("export PATH=", "/bin/sh", { ["-c", $0 + "; printf %s \"${PATH%%:*}\""] }, prefix + "/bin"),
            ("export MANPATH=", "/bin/sh", { ["-c", $0 + "; printf %s \"${MANPATH%%:*}\""] }, prefix + "/share/man"),
            (
                "source ", "/bin/bash",
                { ["--norc", "-c", "complete() { printf %s \"${BASH_SOURCE[1]}\"; }; " + $0] },
                prefix + "/share/bash-completion/completions/tileshell"
            ),
            (
                "fpath=(", "/usr/bin/zsh", { ["-fc", $0 + "; print -rn -- $fpath[1]"] },
                prefix + "/share/zsh/site-functions"
            ),
            (
                "fish_complete_path", "/usr/bin/fish",
                { ["--no-config", "-c", $0 + "; printf %s $fish_complete_path[1]"] },
                prefix + "/share/fish/vendor_completions.d"
            ),
            (
                "runtimepath", "/usr/bin/vim",
                {
                    [
                        "-Nu", "NONE", "-i", "NONE", "-es", "-c", $0, "-c", "put =split(&rtp, '\\\\\\@<!,')[-1]", "-c",
                        "$print", "-c", "qa!",
                    ]
                },
                prefix + "/share/vim/vimfiles"
            ),
        ]
        for check in checks {
            // NB: man-db searches <dir>/../share/man for each <dir> on PATH, so man may need no line.
            if check.marker == "export MANPATH=" && r.stdout.contains("man   found") { continue }
            let line = try #require(Self.lineToAdd(r.stdout, after: check.marker), "\(check.marker) in \(r.stdout)")
            let ran = try Tool.run(check.program, check.arguments(line), home: home)
            #expect(ran.stdout.trimmingCharacters(in: .newlines) == check.expected, "\(line): \(ran.stderr)")
        }
        for shell in CompletionScript.Shell.allCases {
            let answers = try CompletionDriver.candidates(
                shell, .installed(prefix: prefix), lines: ["tileshell --col"], in: folder)
            #expect(answers == [["--color"]], "\(shell)")
        }

        let gone = try Self.install(["--prefix", prefix, "--uninstall"], in: folder)
        #expect(gone.status == 0, "\(gone.stderr)")
        #expect(!FileManager.default.fileExists(atPath: prefix), "left: \(Self.tree(prefix))")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep\n")
    }

    @Test func aDestdirWithASpaceStagesTheFiles() throws {
        let folder = try Folder()
        let stage = folder.path + "/stage dir"
        let r = try Self.install(["--prefix", "/opt/my app"], in: folder, environment: ["DESTDIR": stage])
        #expect(r.status == 0, "\(r.stderr)")
        for (path, mode) in Self.files { #expect(Self.mode(stage + "/opt/my app/" + path) == mode, "\(path)") }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/stage"))
        let gone = try Self.install(
            ["--prefix", "/opt/my app", "--uninstall"], in: folder, environment: ["DESTDIR": stage])
        #expect(gone.status == 0, "\(gone.stderr)")
        #expect(Self.tree(stage) == [])
    }

    /// A manifest line naming a file outside the prefix is left alone by `--uninstall`.
    @Test func uninstallRemovesNothingOutsideThePrefix() throws {
        let folder = try Folder()
        let prefix = folder.path + "/prefix"
        #expect(try Self.install(["--prefix", prefix], in: folder).status == 0)
        let outside = try folder.write("outside", "keep\n")
        let manifest = prefix + "/share/tileshell/install-manifest"
        let handle = try #require(FileHandle(forWritingAtPath: manifest))
        handle.seekToEndOfFile()
        for line in [
            "file \(outside.path)", "file \(prefix)/../outside", "file prefix/../outside", "dir \(folder.path)/other",
        ] {
            handle.write(Data((line + "\n").utf8))
        }
        try handle.close()
        try FileManager.default.createDirectory(atPath: folder.path + "/other", withIntermediateDirectories: false)
        let gone = try Self.install(["--prefix", prefix, "--uninstall"], in: folder)
        #expect(gone.status == 0, "\(gone.stderr)")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "keep\n")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/other"))
        #expect(gone.stderr.contains("not removing '\(outside.path)'"))
        #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/tileshell"))
    }

    @Test func aFolderNameWithALineBreakIsRefused() throws {
        let folder = try Folder()
        let r = try Self.install(["--prefix", folder.path + "/a\nb"], in: folder)
        #expect(r.status == 2)
        #expect(r.stderr.contains("line break"))
        #expect(Self.tree(folder.path) == ["home"])
    }
}
