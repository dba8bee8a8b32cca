import TileText

#if canImport(Glibc)
    import Glibc
#endif

/// A file name from the command line: the bytes as given (a Linux file name need not be UTF-8),
/// opened as they are, and shown escaped in diagnostics (`a\xFFb.tsh`).
///
/// Example: `ArgPath(bytes: Array("x.tsh".utf8)).open(O_RDONLY)`
public struct ArgPath: Equatable, Sendable {
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }
    public init(_ text: String) { bytes = Array(text.utf8) }

    /// The raw arguments of this process, without the decoding `CommandLine.arguments` does.
    public static func processArguments() -> [ArgPath] {
        (0..<Int(CommandLine.argc)).map { i in
            guard let p = CommandLine.unsafeArgv[i] else { return ArgPath(bytes: []) }
            return ArgPath(bytes: Array(UnsafeBufferPointer(start: p, count: strlen(p)).map { UInt8(bitPattern: $0) }))
        }
    }

    /// The name as text: valid UTF-8 as is, control characters escaped as `Sanitizer` does,
    /// each invalid byte as `\xHH`.
    public var shown: String {
        var out = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var rest = bytes[...]
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                out += Sanitizer.visible(String(UTF8.decode(encoded)))
                rest = rest.dropFirst(encoded.count)
            case .error(let length):
                for byte in rest.prefix(length) {
                    out += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                rest = rest.dropFirst(length)
            case .emptyInput:
                return out
            }
        }
    }

    /// The name decoded as UTF-8 (invalid bytes replaced).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The name as a source name (diagnostics, resolving `source` inside it): the text itself
    /// when the bytes are UTF-8, else the escaped form.
    public var name: String {
        let t = text
        return Array(t.utf8) == bytes ? t : shown
    }

    /// `open(2)` on the bytes as given.
    public func open(_ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        (bytes + [0]).withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { c in
                guard let base = c.baseAddress else { return -1 }
                return Glibc.open(base, flags, mode)
            }
        }
    }
}
