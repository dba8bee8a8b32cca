import SwiftLesson
import TileText

/// The members of the standard library's values that lesson files call (`String`, `Array`,
/// `Int`, `Double`, `Bool`), with the signatures the standard library and Foundation declare,
/// so that a call with the wrong labels is swiftc's error and a slip of a name is
/// `value of type 'String' has no member 'uppercase'`.
///
///     StandardMembers.callError(.string("ok"), "hasPrefix", [prefix: "o"], at)   // extraneous argument label 'prefix:' in call
enum StandardMembers {
    /// One type's members: its properties (with the type calling one gives in swiftc's error)
    /// and its methods' signatures.
    struct Members: Sendable {
        var properties: [String: String]
        var methods: [String: [Signature]]
        /// Other real members, of the type or of those a value of it may stand for (a `String`
        /// value is also a `Character`, a `Substring` or a `UUID`'s text): never called slips.
        var others: Set<String>
    }

    static let string = Members(
        properties: [
            "count": "Int", "isEmpty": "Bool", "description": "String",
        ],
        methods: [
            "uppercased": [Signature(), Signature("with:")], "lowercased": [Signature(), Signature("with:")],
            "hasPrefix": [Signature("_:")], "hasSuffix": [Signature("_:")],
            "contains": [Signature("_:"), Signature("where:{}")],
            "replacingOccurrences": [Signature("of:", "with:", "options:=", "range:=")],
            "components": [Signature("separatedBy:")], "trimmingCharacters": [Signature("in:")],
            "append": [Signature("_:"), Signature("contentsOf:")], "remove": [Signature("at:")],
            "reversed": [Signature()], "sorted": [Signature(), Signature("by:{}")],
            "first": [Signature("where:{}")], "last": [Signature("where:{}")],
        ],
        others: [
            "capitalized", "utf8", "utf16", "unicodeScalars", "startIndex", "endIndex", "indices", "lazy",
            "hashValue", "debugDescription", "isLetter", "isNumber", "isUppercase", "isLowercase", "isWhitespace",
            "isPunctuation", "isASCII", "asciiValue", "wholeNumberValue", "uuidString", "localizedCapitalized",
            "localizedUppercase", "localizedLowercase", "prefix", "suffix", "split", "formatted",
            "dropFirst", "dropLast", "map", "filter", "compactMap", "enumerated", "firstIndex", "lastIndex",
            "isHexDigit", "isSymbol", "isLetterOrDigit", "index", "distance", "insert",
            "removeAll", "removeFirst", "removeLast", "allSatisfy", "max", "min", "first", "last", "data", "padding",
            "range", "replacing", "trimmingPrefix", "starts", "elementsEqual", "hash", "isEqual", "firstRange",
            "ranges", "wholeMatch", "prefixMatch", "matches", "width", "reduce", "forEach", "flatMap",
        ])

    static let array = Members(
        properties: ["count": "Int", "isEmpty": "Bool", "description": "String"],
        methods: [
            "map": [Signature("_:{}")], "compactMap": [Signature("_:{}")], "filter": [Signature("_:{}")],
            "allSatisfy": [Signature("_:{}")], "contains": [Signature("_:"), Signature("where:{}")],
            "firstIndex": [Signature("of:"), Signature("where:{}")],
            "reduce": [Signature("_:", "_:{}"), Signature("into:", "_:{}")],
            "sorted": [Signature(), Signature("by:{}")], "reversed": [Signature()], "enumerated": [Signature()],
            "joined": [Signature("separator:=")], "shuffled": [Signature(), Signature("using:")],
            "randomElement": [Signature(), Signature("using:")], "dropFirst": [Signature("_:=")],
            "dropLast": [Signature("_:=")], "append": [Signature("_:"), Signature("contentsOf:")],
            // NB: a `Set` is an array here too: its `insert(_:)` and `remove(_:)`; and a
            // dictionary is its pairs, whose methods of these names take these labels.
            "insert": [Signature("_:", "at:"), Signature("contentsOf:", "at:"), Signature("_:")],
            "remove": [Signature("at:"), Signature("_:")],
            "sort": [Signature(), Signature("by:{}")], "reverse": [Signature()], "shuffle": [Signature()],
            "first": [Signature("where:{}")], "last": [Signature("where:{}")],
        ],
        others: [
            "first", "last", "indices", "startIndex", "endIndex", "lazy", "hashValue", "debugDescription", "capacity",
            "underestimatedCount", "prefix", "suffix", "max", "min", "removeAll", "removeFirst", "removeLast",
            "lastIndex", "firstRange", "forEach", "flatMap", "split", "swapAt", "partition", "elementsEqual",
            "starts", "index", "distance", "formIndex", "withUnsafeBufferPointer", "sum", "popLast",
            "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint",
            "formUnion", "ranges", "replaceSubrange", "removeSubrange", "chunked", "uniqued", "difference",
            "applying", "drop", "keys", "values", "removeValue", "updateValue", "mapValues", "compactMapValues",
            "merge", "merging", "subscript", "grouping", "isStrictSubset", "isStrictSuperset", "update",
        ])

    static let integer = Members(
        properties: ["description": "String"],
        methods: ["isMultiple": [Signature("of:")]],
        others: [
            "magnitude", "signum", "words", "bitWidth", "nonzeroBitCount", "leadingZeroBitCount",
            "trailingZeroBitCount", "byteSwapped", "quotientAndRemainder", "advanced", "distance", "formatted",
            "hashValue", "littleEndian", "bigEndian", "multipliedReportingOverflow", "addingReportingOverflow",
            "subtractingReportingOverflow", "dividedReportingOverflow", "remainderReportingOverflow", "isSigned",
            "negate", "min", "max", "zero",
        ])

    static let floatingPoint = Members(
        properties: ["description": "String", "isNaN": "Bool"],
        methods: ["rounded": [Signature(), Signature("_:")]],
        others: [
            "squareRoot", "isInfinite", "isFinite", "isZero", "isNormal", "isSubnormal", "sign", "exponent",
            "significand", "ulp", "nextUp", "nextDown", "truncatingRemainder", "remainder", "addingProduct",
            "magnitude", "formatted", "hashValue", "round", "formSquareRoot", "advanced", "distance", "negate",
            "isEqual", "isLess", "isLessThanOrEqualTo", "isTotallyOrdered", "isSignalingNaN", "isCanonical",
            "binade", "exponentBitPattern", "significandBitPattern", "bitPattern", "significandWidth",
        ])

    static let boolean = Members(
        properties: ["description": "String"], methods: ["toggle": [Signature()]],
        others: ["hashValue", "random"])

    /// The members of the type `v` is, when the table lists it.
    static func members(of v: Value) -> Members? {
        switch v {
        case .string: string
        case .array: array
        case .int: integer
        case .double: floatingPoint
        case .bool: boolean
        default: nil
        }
    }

    /// Whether the table lists `name` as a member of `v`'s type.
    static func has(_ name: String, of v: Value) -> Bool {
        guard let m = members(of: v) else { return false }
        return m.properties[name] != nil || m.methods[name] != nil || m.others.contains(name)
    }

    /// swiftc's error for `v.name(args)` when the table knows the member and no signature
    /// takes the call (or it is a property, which cannot be called); nil otherwise. `at` is the
    /// member's name, whose end is where the call's `(` is.
    static func callError(_ v: Value, _ name: String, _ args: [Argument], _ at: SourceRange) -> SignatureMatcher
        .Mismatch?
    {
        guard let m = members(of: v) else { return nil }
        if let signatures = m.methods[name] {
            if signatures.contains(where: { SignatureMatcher.fits($0, args) }) { return nil }
            let inside = args.lazy.filter { !$0.trailing }
            let parens = SignatureMatcher.Parentheses(
                open: inside.first.map { $0.range.start - 1 } ?? at.end,
                close: inside.last?.range.end ?? at.end + 1)
            return SignatureMatcher.mismatch(signatures, args, parens)
        }
        if let type = m.properties[name], m.others.contains(name) == false {
            return .init(message: "cannot call value of non-function type '\(type)'", range: at)
        }
        return nil
    }

    /// Whether `name` is a slip for one of the type's members (in other letter case or within
    /// two edits of one, and itself none of them): what swiftc calls a missing member.
    static func isSlip(_ name: String, of v: Value) -> Bool {
        guard let m = members(of: v), name.utf8.count >= 4, name.utf8.count <= 64,
            m.properties[name] == nil, m.methods[name] == nil, !m.others.contains(name)
        else { return false }
        let scalars = Array(name.unicodeScalars)
        let lowered = name.lowercased()
        for candidate in [Array(m.properties.keys), Array(m.methods.keys)].joined()
        where abs(candidate.utf8.count - scalars.count) <= 2 {
            if candidate.lowercased() == lowered { return true }
            if EditDistance.between(scalars, Array(candidate.unicodeScalars), limit: 2) <= 2 { return true }
        }
        return false
    }
}
