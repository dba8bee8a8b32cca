// The start-up reference of issue 29: a static "hello" that links Foundation as tileshell does
// (built by Scripts/bench with the same toolchain, `swiftc -O -static-stdlib`). Foundation's
// formatters are linked, as tileshell's TileFormat links them, but not called on the way to "hello":
// `import Foundation` alone links nothing.
import Foundation

if CommandLine.arguments.count > 1 {
    print(NumberFormatter().string(from: 1.5 as NSNumber) ?? "", Date())
}
print("hello")
