extension Parser {
    mutating func parsePostfix(_ base: Expr, start: Int) -> Expr {
        var expr = base
        var chain = 0
        defer { depth -= chain }
        while !atEnd && !halted {
            enter()
            chain += 1
            let token = current
            if token.isPunctuation("("), !token.startsLine {
                let arguments = parseArgumentList()
                let closures = trailingClosureFollows() ? parseTrailingClosures() : []
                expr = call(expr, arguments, closures, hasParentheses: true, start: start)
            } else if token.isPunctuation("["), !token.startsLine {
                let arguments = parseArgumentList(open: "[", close: "]")
                expr = Expr(kind: .subscriptCall(base: expr, arguments: arguments), range: range(from: start))
            } else if token.isPunctuation(".") {
                advance()
                let name = current
                guard isName(name) || name.kind == .integerLiteral else {
                    error("expected a member name after '.'", at: name.range)
                    break
                }
                advance()
                expr = Expr(kind: .memberAccess(base: expr, name: name.text), range: range(from: start))
            } else if token.isLeftBound, token.isOperator("?") {
                advance()
                expr = Expr(kind: .optionalChaining(expr), range: range(from: start))
            } else if token.isLeftBound, token.isOperator("!") {
                advance()
                expr = Expr(kind: .forceUnwrap(expr), range: range(from: start))
            } else if token.kind == .operator, token.isLeftBound, !token.isRightBound,
                !Self.assignmentOperators.contains(token.text)
            {
                advance()
                expr = Expr(kind: .postfixOperator(expr, token.text), range: range(from: start))
            } else if trailingClosureFollows() {
                expr = call(expr, [], parseTrailingClosures(), hasParentheses: false, start: start)
            } else {
                break
            }
        }
        return expr
    }

    func call(_ callee: Expr, _ arguments: [LabeledExpr], _ closures: [LabeledExpr], hasParentheses: Bool, start: Int)
        -> Expr
    {
        let call = FunctionCallExpr(
            calledExpression: callee, arguments: arguments, trailingClosures: closures, hasParentheses: hasParentheses)
        return Expr(kind: .functionCall(call), range: range(from: start))
    }

    /// NB: `var on = false { didSet { … } }`: a block starting with an observer is the
    /// property's, not a trailing closure of its first value, as Swift's parser looks ahead.
    /// A `{` on the next line after a call's `)` is its trailing closure, as swiftc reads
    /// `Button(action: start)` with the label's block below it.
    func trailingClosureFollows() -> Bool {
        !noTrailingClosure && current.isPunctuation("{")
            && (!current.startsLine || (index > 0 && tokens[index - 1].isPunctuation(")")))
            && !(peek(1).kind == .identifier && (peek(1).text == "didSet" || peek(1).text == "willSet")
                && (peek(2).isPunctuation("{") || peek(2).isPunctuation("(")))
    }

    /// `{ ... } label: { ... } ...` after a call.
    mutating func parseTrailingClosures() -> [LabeledExpr] {
        var closures: [LabeledExpr] = []
        if current.isPunctuation("{") {
            let start = current.range.start
            let closure = parseClosure()
            closures.append(LabeledExpr(label: nil, expression: closure, range: range(from: start)))
        }
        while !noTrailingClosure, current.kind == .identifier || current.kind == .keyword,
            !current.isKeyword("default"), !current.isKeyword("case"), peek().isPunctuation(":"),
            peek(2).isPunctuation("{")
        {
            let start = current.range.start
            let label = advance().text
            advance()
            let closure = parseClosure()
            closures.append(LabeledExpr(label: label, expression: closure, range: range(from: start)))
        }
        return closures
    }

    /// `(label: value, value)`: a call's, a subscript's or a tuple's elements.
    mutating func parseArgumentList(open: String = "(", close: String = ")") -> [LabeledExpr] {
        enter()
        defer { leave() }
        let opening = current
        guard consume(punctuation: open) else { return [] }
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        var arguments: [LabeledExpr] = []
        while !atEnd && !current.isPunctuation(close) {
            let start = index
            arguments.append(parseLabeledExpr())
            if !consume(punctuation: ",") { break }
            ensureProgress(since: start)
        }
        expect(punctuation: close, "to end the \(open == "(" ? "argument list" : "subscript")", opening: opening)
        return arguments
    }

    mutating func parseLabeledExpr() -> LabeledExpr {
        let start = current.range.start
        var label: String?
        if isName(current), peek().isPunctuation(":"), !current.isKeyword("let"), !current.isKeyword("var") {
            label = advance().text
            advance()
        }
        let expression: Expr
        if current.kind == .operator, peek().isPunctuation(",") || peek().isPunctuation(")") {
            let token = advance()
            expression = Expr(kind: .declReference(token.text), range: token.range)
        } else {
            expression = parseExpr()
        }
        return LabeledExpr(label: label, expression: expression, range: range(from: start))
    }
}
