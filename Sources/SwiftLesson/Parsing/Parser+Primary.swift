extension Parser {
    mutating func parsePrimary() -> Expr {
        enter()
        defer { leave() }
        let token = current
        let start = token.range.start
        switch token.kind {
        case .identifier:
            advance()
            if token.text.hasPrefix("$"), let n = Int(token.text.dropFirst()), n < 256 {
                anonymousArguments = max(anonymousArguments, n + 1)
            }
            var expr = Expr(kind: .declReference(token.text), range: token.range)
            if let first = token.text.first, first.isUppercase, let arguments = speculativeGenericArguments() {
                expr = Expr(kind: .genericSpecialization(expr, arguments), range: range(from: start))
            }
            return expr
        case .integerLiteral:
            advance()
            return Expr(kind: .integerLiteral(token.text), range: token.range)
        case .floatLiteral:
            advance()
            return Expr(kind: .floatLiteral(token.text), range: token.range)
        case .stringLiteral:
            advance()
            return Expr(kind: .stringLiteral(parseStringLiteral(token)), range: token.range)
        case .poundKeyword:
            let expansion = parseMacroExpansion()
            return Expr(kind: .macroExpansionExpr(expansion), range: expansion.range)
        case .keyword:
            return parseKeywordPrimary(token)
        case .punctuation:
            return parsePunctuationPrimary(token)
        case .attribute, .operator, .endOfFile:
            break
        }
        error("expected expression", at: token.range)
        return Expr(kind: .unknownExpr(UnknownSyntax(construct: token.text, range: token.range)), range: token.range)
    }

    mutating func parseKeywordPrimary(_ token: Token) -> Expr {
        let start = token.range.start
        switch token.text {
        case "self", "Self", "super":
            advance()
            return Expr(kind: .declReference(token.text), range: token.range)
        case "true", "false":
            advance()
            return Expr(kind: .booleanLiteral(token.text == "true"), range: token.range)
        case "nil":
            advance()
            return Expr(kind: .nilLiteral, range: token.range)
        case "if":
            let ifExpr = parseIf()
            return Expr(kind: .ifExpr(ifExpr), range: range(from: start))
        case "switch":
            let switchExpr = parseSwitch()
            return Expr(kind: .switchExpr(switchExpr), range: range(from: start))
        case "let" where inPattern, "var" where inPattern:
            advance()
            let pattern = parsePrimary()
            return Expr(
                kind: .valueBindingPattern(token.text, parsePostfix(pattern, start: pattern.range.start)),
                range: range(from: start))
        case "is" where inPattern:
            advance()
            let type = parseType()
            let placeholder = Expr(kind: .declReference("_"), range: token.range)
            return Expr(kind: .cast(placeholder, "is", type), range: range(from: start))
        default:
            error("expected expression, found '\(token.text)'", at: token.range)
            return Expr(
                kind: .unknownExpr(UnknownSyntax(construct: token.text, range: token.range)), range: token.range)
        }
    }

    mutating func parsePunctuationPrimary(_ token: Token) -> Expr {
        let start = token.range.start
        switch token.text {
        case "(":
            let elements = parseArgumentList()
            if elements.count == 1, let only = elements.first, only.label == nil {
                return Expr(kind: only.expression.kind, range: range(from: start))
            }
            return Expr(kind: .tuple(elements), range: range(from: start))
        case "[":
            return parseCollection()
        case "{":
            return parseClosure()
        case ".":
            advance()
            guard isName(current) else {
                error("expected a member name after '.'", at: current.range)
                return Expr(kind: .unknownExpr(UnknownSyntax(construct: ".", range: token.range)), range: token.range)
            }
            let name = advance().text
            return Expr(kind: .memberAccess(base: nil, name: name), range: range(from: start))
        case "\\":
            advance()
            var root: TypeSyntax?
            if current.kind == .identifier {
                root = .identifier(advance().text, genericArguments: parseGenericArguments())
            }
            var components: [String] = []
            while !atEnd {
                if current.isPunctuation("."), isName(peek()) {
                    advance()
                    components.append(advance().text)
                } else if current.isLeftBound, current.isOperator("?") || current.isOperator("!") {
                    components.append(advance().text)
                } else {
                    break
                }
            }
            if components.isEmpty { error("expected a member name in the key path", at: current.range) }
            return Expr(kind: .keyPath(root: root, components: components), range: range(from: start))
        default:
            error("expected expression, found '\(token.text)'", at: token.range)
            return Expr(
                kind: .unknownExpr(UnknownSyntax(construct: token.text, range: token.range)), range: token.range)
        }
    }

    /// `<Types>` after a type name in an expression, kept only when a call or member follows.
    mutating func speculativeGenericArguments() -> [TypeSyntax]? {
        guard current.isOperator("<"), current.isLeftBound else { return nil }
        let saved = mark()
        let arguments = parseGenericArguments()
        if !arguments.isEmpty, diagnostics.count == saved.diagnosticCount,
            current.isPunctuation("(") || current.isPunctuation(".")
        {
            return arguments
        }
        rewind(to: saved)
        return nil
    }

    mutating func parseCollection() -> Expr {
        let opening = advance()
        let start = opening.range.start
        if consume(punctuation: ":") {
            expect(punctuation: "]", "to end the dictionary", opening: opening)
            return Expr(kind: .dictionary([]), range: range(from: start))
        }
        var elements: [Expr] = []
        var pairs: [Expr.DictionaryElement] = []
        while !atEnd && !current.isPunctuation("]") {
            let before = index
            let element = parseExpr()
            if consume(punctuation: ":") {
                pairs.append(Expr.DictionaryElement(key: element, value: parseExpr()))
            } else {
                elements.append(element)
            }
            if !consume(punctuation: ",") { break }
            ensureProgress(since: before)
        }
        expect(punctuation: "]", "to end the collection literal", opening: opening)
        if !pairs.isEmpty {
            if !elements.isEmpty {
                error("a collection literal mixes array and dictionary elements", at: range(from: start))
            }
            return Expr(kind: .dictionary(pairs), range: range(from: start))
        }
        return Expr(kind: .array(elements), range: range(from: start))
    }

    mutating func parseClosure() -> Expr {
        enter()
        defer { leave() }
        let opening = advance()
        let start = opening.range.start
        let saved = (noTrailingClosure, inPattern, anonymousArguments)
        (noTrailingClosure, inPattern, anonymousArguments) = (false, false, 0)
        defer { (noTrailingClosure, inPattern, anonymousArguments) = saved }
        let (parameters, returnType) = parseClosureSignature() ?? ([], nil)
        let statements = parseStatements()
        expect(punctuation: "}", "to end the closure", opening: opening)
        let closure = ClosureExpr(
            parameters: parameters, returnType: returnType, statements: statements,
            anonymousArguments: anonymousArguments)
        return Expr(kind: .closure(closure), range: range(from: start))
    }

    /// `[captures] (a: T, b) -> R in` or `a, b in`; nil (and nothing consumed) when absent.
    mutating func parseClosureSignature() -> ([ClosureExpr.Parameter], TypeSyntax?)? {
        let saved = mark()
        if current.isPunctuation("[") { skipBalanced() }
        var parameters: [ClosureExpr.Parameter] = []
        if consume(punctuation: "(") {
            while current.kind == .identifier {
                var name = advance().text
                if current.kind == .identifier { name = advance().text }
                var type: TypeSyntax?
                if consume(punctuation: ":") { type = parseType() }
                parameters.append(ClosureExpr.Parameter(name: name, type: type))
                if !consume(punctuation: ",") { break }
            }
            _ = consume(punctuation: ")")
        } else {
            while current.kind == .identifier {
                parameters.append(ClosureExpr.Parameter(name: advance().text, type: nil))
                if !consume(punctuation: ",") { break }
            }
        }
        _ = parseEffects()
        var returnType: TypeSyntax?
        if consume(operator: "->") { returnType = parseType() }
        if consume(keyword: "in"), diagnostics.count == saved.diagnosticCount { return (parameters, returnType) }
        rewind(to: saved)
        return nil
    }

    /// Parses each interpolation of a string token as an argument list, from its own tokens.
    mutating func parseStringLiteral(_ token: Token) -> StringLiteralExpr {
        var pieces: [StringLiteralExpr.Piece] = []
        for segment in token.segments {
            switch segment {
            case .text(let text):
                pieces.append(.text(text))
            case .interpolation(let inner):
                // NB: the file's own lexing already reported any error inside the interpolation.
                let innerTokens = Lexer.tokenize(file, range: inner).tokens
                let saved = (tokens, index, split)
                (tokens, index, split) = (innerTokens, 0, nil)
                var arguments: [LabeledExpr] = []
                while !atEnd && !halted {
                    let before = index
                    arguments.append(parseLabeledExpr())
                    if !consume(punctuation: ",") && !atEnd {
                        error("expected ',' or ')' in the interpolation", at: current.range)
                    }
                    ensureProgress(since: before)
                }
                (tokens, index, split) = saved
                pieces.append(.interpolation(arguments))
            }
        }
        return StringLiteralExpr(pieces: pieces, isMultiline: token.isMultiline)
    }
}
