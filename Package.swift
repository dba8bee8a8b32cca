// swift-tools-version:6.0
import PackageDescription

// Modules, inner to outer (see README "Architecture"):
//   TileText          text as the terminal shows it: display width, escaping and sanitizing, excerpts,
//                     edit distance (pure, no dependencies)
//   TileRender        cells, styles, colours, ANSI/plain renderers (pure)
//   TileTree          the view tree, SwiftUI's layout in points and cells, painters' interface (pure)
//   SwiftLesson       Swift lesson files: source ranges, lexer, parser into a syntax tree (pure)
//   LessonInterpreter evaluates the Swift subset lesson files use into view trees, within a step budget (pure)
//   TileShell         the language: lexer, parser, checker, interpreter, views, completion; a session's
//                     SwiftUI files through LessonInterpreter (pure; it names a picture's look and
//                     theme, which live in TileRender, not TilePicture)
//   TileTranscript    transcripts: reading .t files, the (re)/(glob) matchers, the unified diff (pure)
//   TileFormat        Foundation-backed currency and relative-date formatting (Foundation's one library user)
//   TilePicture       SVG and HTML pictures of drawn views, terminal or SwiftUI look (pure)
//   TileSnapshot      preview snapshots: golden file names, the layout golden's text, its tree
//                     diff, the JUnit and HTML reports (pure)
//   CEditLine         a few lines of C over libedit's variadic API; opens libedit when a line editor starts
//   TileSystem        files and the OS: the one safe file writer, file I/O, the history file, path
//                     scopes, work folders, XDG folders, inotify, signals, output, the PNG rasterizer
//   TileRunner        running scripts and transcripts: the script runner and its host actions (one
//                     per file-touching command), startup file, recorder, transcript runner and update, export
//   TileTour          the tour (`learn`): its lessons, progress, checks and exports (pure)
//   TileTerminal      the interactive terminal: libedit line editor, keys, chooser, completion,
//                     the external editor, tty facts and modes, the interactive session
//   TilePreview       the live preview (--preview): its screen, state, frames and watched files
//   TileFlags         the flag table, and what is generated from it: the man page, completion
//                     scripts for bash, zsh and fish, editor syntax for vim and TextMate
//   tileshell         main.swift: flags, wiring, exit codes
let package = Package(
    name: "tileshell",
    products: [
        .executable(name: "tileshell", targets: ["tileshell"])
    ],
    targets: [
        // Text as a terminal shows it: display width, escaping, excerpts (pure; no dependencies).
        .target(name: "TileText"),
        .target(name: "TileRender", dependencies: ["TileText"]),
        // The view tree: SwiftUI's primitives and modifiers as plain data, laid out by SwiftUI's rule
        // (propose, choose, place) in points or in cells, and drawn through a painter (pure).
        // NB: libm for rounding lengths (a binary without Foundation does not link it otherwise).
        .target(name: "TileTree", dependencies: ["TileRender", "TileText"], linkerSettings: [.linkedLibrary("m")]),
        // Pictures of drawn views (SVG, HTML) in the terminal's look and at SwiftUI's geometry (pure).
        // NB: libm for rounding coordinates (a binary without Foundation does not link it otherwise).
        .target(
            name: "TilePicture", dependencies: ["TileRender", "TileTree", "TileText"],
            linkerSettings: [.linkedLibrary("m")]),
        // Preview snapshots (`tileshell snapshot`): goldens' names and texts, their diff, reports (pure).
        .target(name: "TileSnapshot", dependencies: ["TileTree", "TileText"]),
        // NB: the language reads a session's SwiftUI files (`open`, `show View(...)`, `tap`) through
        // LessonInterpreter, which is pure too.
        .target(
            name: "TileShell", dependencies: ["TileRender", "TileTree", "SwiftLesson", "LessonInterpreter", "TileText"]),
        // Transcripts (cram-style .t files): their reading, the (re) and (glob) matchers, the diff (pure).
        .target(name: "TileTranscript", dependencies: ["TileText"]),
        // The guided tour's lessons, steps and self-checks (pure; the terminal loop is TileTerminal's).
        .target(
            name: "TileTour",
            dependencies: ["TileShell", "TileTree", "TileRender", "LessonInterpreter", "SwiftLesson", "TileText"]),
        // The subset of Swift that SwiftUI lesson files are written in: a lexer and a parser that
        // fail softly, into a tree with source ranges named after swift-syntax's nodes (pure).
        .target(name: "SwiftLesson", dependencies: ["TileText"]),
        // Evaluates the subset of Swift that lesson files are written in, into view trees.
        .target(name: "LessonInterpreter", dependencies: ["SwiftLesson", "TileTree", "TileRender", "TileText"]),
        .target(name: "TileFormat", dependencies: ["TileShell", "TileRender"]),
        .target(
            name: "CEditLine",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // Files and the OS: every file written, read or watched, signals, the process environment.
        .target(name: "TileSystem", dependencies: ["TileText"]),
        // Running scripts and transcripts over the pure core (the user's editor comes in from outside).
        .target(
            name: "TileRunner",
            dependencies: [
                "TileSystem", "TileShell", "TileRender", "TilePicture", "TileTranscript", "LessonInterpreter",
                "SwiftLesson", "TileTree", "TileText", "TileSnapshot",
            ]),
        // The interactive terminal; the only importer of CEditLine.
        .target(
            name: "TileTerminal",
            dependencies: [
                "TileRunner", "TileSystem", "TileShell", "TileRender", "CEditLine", "TileTour", "TileTree", "TileText",
            ]),
        .target(
            name: "TilePreview",
            dependencies: [
                "TileTerminal", "TileRunner", "TileSystem", "TileShell", "TileRender", "TileTree", "TileText",
            ]),
        .target(
            name: "TileFlags",
            dependencies: [
                "TileRunner", "TileSystem", "TileShell", "TileRender", "TileTree", "TilePicture", "TileSnapshot",
            ]),
        .executableTarget(
            name: "tileshell",
            dependencies: [
                "TileShell", "TileRender", "TileFormat", "TileSystem", "TileRunner", "TileTerminal", "TilePreview",
                "TileFlags", "LessonInterpreter", "SwiftLesson", "TileTour", "TileText",
            ],
            // NB: SwiftPM exports every public symbol of an executable on Linux, and the Swift
            // runtime's first `dladdr` walks that whole table at start-up: a cost that grew
            // with every public declaration (BENCHMARKS.md, "Start-up"). Only CEditLine's
            // `ioctl` must stay exported: libedit, opened later, binds to it (the window clamp).
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic", "-Xlinker", "--export-dynamic-symbol=ioctl"])
            ]
        ),
        // In-process micro-benchmarks for ./Scripts/bench (completion latency, replay stages, layout, the tour's check).
        .executableTarget(
            name: "tileshell-bench", dependencies: ["TileShell", "TileRender", "TileTree", "TileFormat", "TileTour"]),
        .testTarget(name: "TileTextTests", dependencies: ["TileText"]),
        .testTarget(name: "TileRenderTests", dependencies: ["TileRender", "TileText"]),
        .testTarget(name: "TileTreeTests", dependencies: ["TileTree", "TileRender"]),
        .testTarget(name: "TileTourTests", dependencies: ["TileTour", "TileShell"]),
        .testTarget(name: "TileTranscriptTests", dependencies: ["TileTranscript", "TileRender"]),
        .testTarget(
            name: "SwiftLessonTests", dependencies: ["SwiftLesson", "TileRender"],
            // The lesson files are read from the source tree by path (and checked by swiftc -parse).
            exclude: ["Corpus"]),
        .testTarget(
            name: "LessonInterpreterTests",
            dependencies: ["LessonInterpreter", "SwiftLesson", "TileTree", "TileRender", "StandInSupport"],
            // The lesson files are read from the source tree by path (and checked by swiftc -parse).
            exclude: ["Geometry", "Lessons"]),
        .testTarget(
            name: "TileShellTests",
            dependencies: [
                "TileShell", "TileRender", "TileTree", "TileTranscript", "TileFormat", "TileTour", "TileText",
                "StandInSupport", "LessonInterpreter", "SwiftLesson",
            ],
            // Golden files are read from the source tree by path, not bundled.
            exclude: ["Snapshots"]),
        .testTarget(name: "TileFormatTests", dependencies: ["TileFormat", "TileShell", "TileRender"]),
        .testTarget(
            name: "TilePictureTests",
            dependencies: [
                "TilePicture", "TileRender", "TileTree", "TileShell", "TileFormat", "TileSystem", "TileRunner",
                "TileText",
            ],
            // Golden pictures and the PNG-reading script are read from the source tree by path.
            exclude: ["Snapshots", "png_pixels.py"]),
        // The SwiftUI stand-in built as a module for swiftc, and running the toolchain's tools.
        .target(name: "StandInSupport", path: "Tests/StandInSupport"),
        // Scratch folders and an in-memory runner, shared by the test targets of the edge modules.
        .target(
            name: "TestSupport", dependencies: ["TileRunner", "TileSystem", "TileShell"], path: "Tests/TestSupport"),
        .testTarget(name: "TileSystemTests", dependencies: ["TileSystem", "TestSupport"]),
        .testTarget(
            name: "TileRunnerTests",
            dependencies: [
                "TileRunner", "TileSystem", "TileShell", "TileRender", "TileTranscript", "TestSupport", "TileTree",
                "TilePicture", "LessonInterpreter", "SwiftLesson",
            ]
        ),
        .testTarget(
            name: "TilePreviewTests",
            dependencies: [
                "TilePreview", "TileRunner", "TileSystem", "TileShell", "TileRender", "TestSupport",
            ]),
        .testTarget(name: "TileFlagsTests", dependencies: ["TileFlags", "TileSystem", "TilePicture", "TileShell"]),
        // Runs whole programs and captures what they print, for the tests that drive them.
        .target(name: "ProcessCapture", path: "Tests/ProcessCapture"),
        .testTarget(name: "EndToEndTests", dependencies: ["ProcessCapture"], exclude: ["Apps", "SnapshotApp"]),
        // Drives the real binary in a pseudo-terminal (the interactive session).
        .testTarget(name: "PtyTests", dependencies: []),
        // Drives the system's own tools (bash, zsh, fish, groff, man, vim) over what tileshell
        // generates from its tables, and Scripts/install.
        .testTarget(name: "SystemTests", dependencies: ["TileFlags", "TileShell", "ProcessCapture"]),
        // Each module's imports against the layering table, read from the sources.
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer target (./Scripts/fuzz), declared only when TILESHELL_FUZZ is set: a plain build
// of it gives a binary that does nothing, so it stays out of the normal build and tests. It is
// in this package, not one of its own, because it drives `package` API (the script runner, the
// output sinks, the flag table), which only modules of this package see.
if Context.environment["TILESHELL_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "TileShellFuzz",
            dependencies: [
                "TileRender", "TileTree", "TileShell", "TileTranscript", "SwiftLesson", "LessonInterpreter",
                "TileSystem", "TileRunner", "TilePicture", "TileFlags", "TileTour", "TileText",
            ],
            path: "Fuzz/Sources/TileShellFuzz"))
}

// NB: the standard library's generic types (`[String: Value]`, `Set<String>`) are made through
// their metadata accessors, not from mangled names: from a mangled name the runtime checks each
// requirement (`String: Hashable`) by scanning every conformance record in the binary for each
// new type, paid on start-up and again on the first lesson
// (BENCHMARKS.md, "Start-up" has the figures).
for target in package.targets where target.name != "CEditLine" {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
        ]
}
