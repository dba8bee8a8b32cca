extension Parser {
    static let assignmentOperators: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&&=", "||=",
    ]
    static let ternaryPrecedence = 1
    static let castingPrecedence = 7

    /// Swift's precedence groups, low to high (`DefaultPrecedence` serves unknown operators).
    static func precedence(of text: String) -> (level: Int, rightAssociative: Bool) {
        switch text {
        case "||": return (3, false)
        case "&&": return (4, false)
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return (5, false)
        case "??": return (6, true)
        case "..<", "...": return (8, false)
        case "+", "-", "|", "^", "&+", "&-": return (9, false)
        case "*", "/", "%", "&", "&*": return (10, false)
        case "<<", ">>", "&<<", "&>>": return (11, false)
        default: return (2, false)
        }
    }

    mutating func parseExpr(allowAssignment: Bool = true) -> Expr {
        enter()
        defer { leave() }
        let start = current.range.start
        let left = parseBinary(minimum: 0)
        let token = current
        if allowAssignment, token.kind == .operator, Self.assignmentOperators.contains(token.text),
            token.isLeftBound == token.isRightBound
        {
            advance()
            let value = parseExpr()
            return Expr(kind: .assignment(left, token.text, value), range: range(from: start))
        }
        return left
    }

    func isBinary(_ token: Token) -> Bool {
        token.kind == .operator && token.isLeftBound == token.isRightBound
            && !Self.assignmentOperators.contains(token.text)
            && token.text != "->"
    }

    mutating func parseBinary(minimum: Int) -> Expr {
        enter()
        defer { leave() }
        let start = current.range.start
        var left = parsePrefix()
        // NB: each operator deepens the tree, so it counts as nesting (a tree's depth bounds
        // the recursion of whoever walks or frees it).
        var chain = 0
        defer { depth -= chain }
        while !atEnd {
            enter()
            chain += 1
            let token = current
            if (token.isKeyword("as") || token.isKeyword("is")) && Self.castingPrecedence >= minimum {
                advance()
                var spelled = token.text
                if current.isLeftBound, current.isOperator("?") || current.isOperator("!") { spelled += advance().text }
                left = Expr(kind: .cast(left, spelled, parseType()), range: range(from: start))
            } else if token.isOperator("?") && !token.isLeftBound && Self.ternaryPrecedence >= minimum {
                advance()
                let then = parseExpr(allowAssignment: false)
                expect(punctuation: ":", "after the ternary's first branch")
                let otherwise = parseBinary(minimum: Self.ternaryPrecedence)
                left = Expr(kind: .ternary(condition: left, then: then, else: otherwise), range: range(from: start))
            } else if isBinary(token) {
                let (level, rightAssociative) = Self.precedence(of: token.text)
                guard level >= minimum else { break }
                advance()
                let right = parseBinary(minimum: rightAssociative ? level : level + 1)
                left = Expr(kind: .infixOperator(left, token.text, right), range: range(from: start))
            } else {
                break
            }
        }
        return left
    }

    mutating func parsePrefix() -> Expr {
        enter()
        defer { leave() }
        let start = current.range.start
        let token = current
        if token.isKeyword("try") {
            advance()
            var spelled = "try"
            if current.isLeftBound, current.isOperator("?") || current.isOperator("!") { spelled += advance().text }
            return Expr(kind: .tryExpr(spelled, parsePrefix()), range: range(from: start))
        }
        if token.isKeyword("await") {
            advance()
            return Expr(kind: .awaitExpr(parsePrefix()), range: range(from: start))
        }
        if token.kind == .operator, token.isRightBound, !token.isLeftBound || index == 0 || peek(-1).kind == .operator {
            advance()
            let operand = parsePrefix()
            return Expr(kind: .prefixOperator(token.text, operand), range: range(from: start))
        }
        return parsePostfix(parsePrimary(), start: start)
    }
}
