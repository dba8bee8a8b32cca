// swift-tools-version:6.0
import PackageDescription

// The libFuzzer target over the pure core, kept out of the main build: a plain `swift build` of it
// gives a binary that does nothing. Build and run it with ./Scripts/fuzz, which passes
// `--sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address` (see PLATFORM-NOTES "libFuzzer").
let package = Package(
    name: "tileshell-fuzz",
    dependencies: [.package(name: "tileshell", path: "..")],
    targets: [
        .executableTarget(
            name: "TileShellFuzz",
            dependencies: [.product(name: "TileShellCore", package: "tileshell")]
        )
    ],
    swiftLanguageModes: [.v6]
)
