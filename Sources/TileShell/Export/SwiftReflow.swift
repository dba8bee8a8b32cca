/// Breaks a generated line that is longer than swift-format's default limit the way swift-format
/// breaks it, so that an export with long names or texts still passes `swift format lint`.
///
/// Only the shapes the export writes are handled: a call (`Text(price: p, currency: c)`, maybe
/// opening a trailing closure) and an assignment (`@State private var x: T = value`,
/// `case x = "raw"`, `self.title = "…"`). A line that cannot be broken is kept as it is.
enum SwiftReflow {
    /// swift-format's default `lineLength`.
    static let limit = 100

    /// `line` at `indent` columns as one or more lines relative to that indent. `chained` says a
    /// modifier follows on the next line, which moves a broken call's `)` onto a line of its own.
    static func lines(_ line: String, indent: Int, chained: Bool) -> [String] {
        guard indent + line.count > limit else { return [line] }
        if let call = splitCall(line) {
            return brokenCall(call, indent: indent, closeAlone: chained || !call.trailer.isEmpty)
        }
        if let (head, value) = splitAssignment(line) {
            if let call = splitCall(value), call.trailer.isEmpty, indent + head.count + 3 + call.name.count < limit {
                let broken = brokenCall(call, indent: indent, closeAlone: false)
                return [head + " = " + broken[0]] + broken.dropFirst()
            }
            // NB: a declaration too long even without its value breaks after the name's colon.
            if indent + head.count + 2 > limit, let colon = head.firstRange(of: ": ") {
                return [head[..<colon.lowerBound] + ":", "  " + head[colon.upperBound...] + " =", "    " + value]
            }
            return [head + " =", "  " + value]
        }
        return [line]
    }

    struct Call {
        var name: String
        var arguments: [String]
        /// What follows the `)`: "" or a trailing closure's opening (" {", " { _ in").
        var trailer: String
    }

    /// `Name(arguments)` with its arguments split at top-level commas.
    static func splitCall(_ line: String) -> Call? {
        let chars = Array(line)
        var i = 0
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
        guard i > 0, i < chars.count, chars[i] == "(" else { return nil }
        var arguments: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var j = i + 1
        while j < chars.count {
            let c = chars[j]
            if inString {
                current.append(c)
                if c == "\\", j + 1 < chars.count {
                    current.append(chars[j + 1])
                    j += 1
                } else if c == "\"" {
                    inString = false
                }
            } else if c == "\"" {
                inString = true
                current.append(c)
            } else if "([{".contains(c) {
                depth += 1
                current.append(c)
            } else if ")]}".contains(c) {
                if depth == 0 {
                    guard c == ")" else { return nil }
                    arguments.append(current.trimmingSpaces)
                    let trailer = String(chars[(j + 1)...])
                    guard trailer.isEmpty || trailer.hasPrefix(" {") else { return nil }
                    return Call(name: String(chars[..<i]), arguments: arguments, trailer: trailer)
                }
                depth -= 1
                current.append(c)
            } else if c == ",", depth == 0 {
                arguments.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(c)
            }
            j += 1
        }
        return nil
    }

    /// `Name(` then the arguments a level in, on one line if they fit, else one a line.
    static func brokenCall(_ call: Call, indent: Int, closeAlone: Bool) -> [String] {
        let together = call.arguments.joined(separator: ", ")
        var body: [String]
        if indent + 2 + together.count + (closeAlone ? 0 : 1) <= limit {
            body = ["  " + together]
        } else {
            body = []
            for (i, argument) in call.arguments.enumerated() {
                let text = argument + (i < call.arguments.count - 1 ? "," : "")
                // NB: an argument too long for its own line moves its value below its label.
                if indent + 2 + text.count > limit, let colon = labelEnd(argument) {
                    body += ["  " + argument[..<colon] + ":", "    " + text[text.index(after: colon)...].dropFirst()]
                } else {
                    body.append("  " + text)
                }
            }
        }
        if closeAlone {
            body.append(")" + call.trailer)
        } else {
            body[body.count - 1] += ")" + call.trailer
        }
        return [call.name + "("] + body
    }

    /// The index of the colon ending an argument's label (`title: "…"`), if it has one.
    static func labelEnd(_ argument: String) -> String.Index? {
        guard let colon = argument.firstIndex(of: ":"),
            argument[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !argument[..<colon].isEmpty,
            argument[colon...].hasPrefix(": ")
        else { return nil }
        return colon
    }

    /// `head = value`, split at the first `=` outside a string.
    static func splitAssignment(_ line: String) -> (String, String)? {
        guard let range = line.firstRange(of: " = "), !line[..<range.lowerBound].contains("\"") else { return nil }
        return (String(line[..<range.lowerBound]), String(line[range.upperBound...]))
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
