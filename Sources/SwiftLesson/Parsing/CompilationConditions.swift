/// What an `#if` condition means to a preview build for the iOS simulator on Apple silicon,
/// as Xcode's canvas builds it: `DEBUG`, `os(iOS)`, `targetEnvironment(simulator)`,
/// `arch(arm64)`, Swift 6.0, and the modules an iOS SDK has.
///
///     CompilationConditions.isActive("os(iOS) && !targetEnvironment(macCatalyst)")  // true
///     CompilationConditions.isActive("canImport(AppKit)")  // false
public enum CompilationConditions {
    /// The modules `canImport` finds: the iOS SDK's that lessons and apps use.
    static let modules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreData", "MapKit", "CoreLocation", "CoreImage", "PhotosUI",
        "AVFoundation", "UserNotifications", "LocalAuthentication", "StoreKit", "Charts", "SwiftData",
        "Observation", "CoreGraphics", "Swift", "Darwin", "os", "OSLog",
    ]
    /// Flags a debug build sets (`-D DEBUG`); any other bare name is unset.
    static let flags: Set<String> = ["DEBUG"]
    /// The language and compiler version `swift(...)` and `compiler(...)` compare with.
    static let version = [6, 0]

    /// Whether a condition written as text holds; nil when it is not a valid condition.
    public static func isActive(_ condition: String) -> Bool? {
        let tokens = Lexer.tokenize(SourceFile(path: "", text: condition)).tokens.filter { $0.kind != .endOfFile }
        switch evaluate(tokens[...]) {
        case .success(let value): return value
        case .failure: return nil
        }
    }

    /// Why a condition is not valid, in swiftc's words, at the token it is about.
    public struct Invalid: Error, Equatable {
        public var message: String
        public var range: SourceRange
    }

    /// The value of a whole condition (the tokens after `#if` on its line).
    static func evaluate(_ tokens: ArraySlice<Token>) -> Result<Bool, Invalid> {
        var reader = Reader(tokens: tokens)
        do {
            let value = try reader.disjunction()
            if let extra = reader.peek {
                throw Invalid(message: "invalid conditional compilation expression", range: extra.range)
            }
            return .success(value)
        } catch let invalid as Invalid {
            return .failure(invalid)
        } catch {
            return .failure(Invalid(message: "invalid conditional compilation expression", range: reader.here))
        }
    }

    /// A platform condition: `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`; nil for an unknown
    /// function (not a platform condition swiftc knows).
    static func platform(_ name: String, _ argument: [Token]) -> Bool? {
        let word = argument.first?.text ?? ""
        switch name {
        case "os": return word == "iOS"
        case "arch": return word == "arm64"
        case "targetEnvironment": return word == "simulator"
        case "canImport": return modules.contains(word)
        case "_endian": return word == "little"
        case "_pointerBitWidth": return word == "_64"
        case "_runtime": return word == "_ObjC"
        case "hasFeature", "hasAttribute": return false
        case "swift", "compiler": return compare(argument)
        default: return nil
        }
    }

    /// `>=5.9` or `<6`: the written version against `version`; nil without `>=` or `<`.
    static func compare(_ argument: [Token]) -> Bool? {
        guard let first = argument.first, first.kind == .operator, first.text == ">=" || first.text == "<" else {
            return nil
        }
        let written = argument.dropFirst().map(\.text).joined().split(separator: ".").map { Int($0) ?? 0 }
        guard !written.isEmpty else { return nil }
        var ordered = 0
        for i in 0..<max(written.count, version.count) {
            let a = i < version.count ? version[i] : 0
            let b = i < written.count ? written[i] : 0
            if a != b {
                ordered = a < b ? -1 : 1
                break
            }
        }
        return first.text == ">=" ? ordered >= 0 : ordered < 0
    }

    /// Reads `a || b && !(c)` with `&&` binding tighter than `||`, as Swift's operators do.
    struct Reader {
        var tokens: ArraySlice<Token>
        /// Nesting of parentheses and `!`, bounded: a hostile condition cannot exhaust the stack.
        var depth = 0

        var peek: Token? { tokens.first }
        var here: SourceRange { tokens.first?.range ?? SourceRange(start: 0, end: 0) }

        mutating func next() -> Token? { tokens.popFirst() }

        func invalid(_ at: SourceRange) -> Invalid {
            Invalid(message: "invalid conditional compilation expression", range: at)
        }

        mutating func disjunction() throws -> Bool {
            var value = try conjunction()
            while peek?.isOperator("||") == true {
                _ = next()
                // NB: both sides are read, so an invalid right side is still an error.
                let right = try conjunction()
                value = value || right
            }
            return value
        }

        mutating func conjunction() throws -> Bool {
            var value = try unary()
            while peek?.isOperator("&&") == true {
                _ = next()
                let right = try unary()
                value = value && right
            }
            return value
        }

        mutating func unary() throws -> Bool {
            depth += 1
            defer { depth -= 1 }
            guard depth < Parser.depthLimit, let token = next() else { throw invalid(here) }
            switch token.kind {
            case .operator where !token.text.isEmpty && token.text.allSatisfy({ $0 == "!" }):
                let value = try unary()
                return token.text.count % 2 == 0 ? value : !value
            case .punctuation where token.text == "(":
                let value = try disjunction()
                guard next()?.isPunctuation(")") == true else { throw invalid(token.range) }
                return value
            case .keyword where token.text == "true" || token.text == "false":
                return token.text == "true"
            case .integerLiteral where token.text == "0" || token.text == "1":
                let word = token.text == "1" ? "true" : "false"
                throw Invalid(
                    message: "'\(token.text)' is not a valid conditional compilation expression, use '\(word)'",
                    range: token.range)
            case .identifier:
                guard peek?.isPunctuation("(") == true, peek?.isLeftBound == true else {
                    return CompilationConditions.flags.contains(token.text)
                }
                _ = next()
                var argument: [Token] = []
                var closed = false
                var extra = false
                while let t = next() {
                    if t.isPunctuation(")") {
                        closed = true
                        break
                    }
                    // NB: `canImport(UIKit, _version: 2)`: only the module is asked about.
                    if t.isPunctuation(",") { extra = true }
                    if !extra { argument.append(t) }
                }
                guard closed else { throw invalid(token.range) }
                guard let value = CompilationConditions.platform(token.text, argument) else {
                    throw Invalid(
                        message: "unexpected platform condition (expected 'os', 'arch', or 'swift')",
                        range: token.range)
                }
                return value
            default:
                throw invalid(token.range)
            }
        }
    }
}
