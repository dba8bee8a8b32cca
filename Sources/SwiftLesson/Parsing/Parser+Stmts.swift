extension Parser {
    /// `{ statements }`.
    mutating func parseBlock(_ context: String) -> [Stmt] {
        enter()
        defer { leave() }
        let opening = current
        guard consume(punctuation: "{") else {
            error("expected '{' \(context)", at: current.range)
            return []
        }
        let saved = (noTrailingClosure, inPattern)
        (noTrailingClosure, inPattern) = (false, false)
        defer { (noTrailingClosure, inPattern) = saved }
        let statements = parseStatements()
        expect(punctuation: "}", "to end the block", opening: opening)
        return statements
    }

    /// Statements up to a `}` (or a `case`/`default` label inside a switch).
    mutating func parseStatements(inSwitch: Bool = false) -> [Stmt] {
        var statements: [Stmt] = []
        while !atEnd && !current.isPunctuation("}") {
            let start = index
            if consume(punctuation: ";") { continue }
            if inSwitch
                && (current.isKeyword("case") || current.isKeyword("default") || current.is(.attribute, "unknown"))
            {
                break
            }
            statements.append(parseStatement())
            expectSeparator("statements")
            ensureProgress(since: start)
        }
        return statements
    }

    mutating func parseStatement() -> Stmt {
        enter()
        defer { leave() }
        let start = current.range.start
        var label: String?
        if current.kind == .identifier, peek().isPunctuation(":"),
            ["for", "while", "repeat", "do", "if", "switch"].contains(peek(2).text), peek(2).kind == .keyword
        {
            label = advance().text
            advance()
        }
        let token = current
        let kind: Stmt.Kind
        switch (token.kind, token.text) {
        case (.keyword, "guard"):
            advance()
            let conditions = parseConditions()
            if !consume(keyword: "else") { error("expected 'else' after 'guard' condition", at: current.range) }
            kind = .guardStmt(Stmt.GuardStmt(conditions: conditions, body: parseBlock("after 'guard ... else'")))
        case (.keyword, "return"):
            advance()
            let next = current
            let ends = atEnd || next.startsLine || next.isPunctuation("}") || next.isPunctuation(";")
            kind = .returnStmt(ends ? nil : parseExpr())
        case (.keyword, "throw"):
            advance()
            kind = .throwStmt(parseExpr())
        case (.keyword, "break"), (.keyword, "continue"), (.keyword, "fallthrough"):
            advance()
            var target: String?
            if current.kind == .identifier, !current.startsLine { target = advance().text }
            kind = .controlTransfer(token.text, label: target)
        case (.keyword, "for"):
            kind = parseFor()
        case (.keyword, "while"):
            advance()
            let conditions = parseConditions()
            kind = .whileStmt(Stmt.WhileStmt(conditions: conditions, body: parseBlock("after 'while' condition")))
        case (.keyword, "do"):
            advance()
            let body = parseBlock("after 'do'")
            var catches: [Stmt.CatchClause] = []
            while current.isKeyword("catch") {
                let clauseStart = advance().range.start
                var patterns: [Expr] = []
                var condition: Expr?
                if !current.isPunctuation("{") {
                    let saved = noTrailingClosure
                    noTrailingClosure = true
                    repeat { patterns.append(parsePattern()) } while consume(punctuation: ",")
                    if consume(keyword: "where") { condition = parseExpr(allowAssignment: false) }
                    noTrailingClosure = saved
                }
                let clauseBody = parseBlock("after 'catch'")
                catches.append(
                    Stmt.CatchClause(
                        patterns: patterns, whereClause: condition, body: clauseBody, range: range(from: clauseStart)))
            }
            kind = .doStmt(Stmt.DoStmt(body: body, catches: catches))
        case (.keyword, "repeat"):
            advance()
            let body = parseBlock("after 'repeat'")
            if !consume(keyword: "while") { error("expected 'while' after 'repeat' body", at: current.range) }
            kind = .repeatStmt(Stmt.RepeatStmt(body: body, condition: parseExpr(allowAssignment: false)))
        case (.keyword, "defer"):
            advance()
            kind = .deferStmt(parseBlock("after 'defer'"))
        default:
            if isDeclarationStart() {
                kind = .declaration(parseDecl())
            } else {
                kind = .expression(parseExpr())
            }
        }
        return Stmt(kind: kind, range: range(from: start), label: label)
    }

    /// Comma-separated conditions of `if`, `guard` and `while`, up to the body's `{`.
    mutating func parseConditions() -> [ConditionElement] {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        var conditions: [ConditionElement] = []
        repeat {
            if current.isKeyword("let") || current.isKeyword("var") {
                let specifier = advance().text
                // NB: `guard let self else { … }` in a `[weak self]` closure binds `self`.
                let name = current.isKeyword("self") ? advance().text : expectName("a name after '\(specifier)'")
                var type: TypeSyntax?
                if consume(punctuation: ":") { type = parseType() }
                var value: Expr?
                if consume(operator: "=") { value = parseExpr(allowAssignment: false) }
                conditions.append(.optionalBinding(specifier: specifier, name: name, type: type, initializer: value))
            } else if current.kind == .poundKeyword, current.text == "available" || current.text == "unavailable",
                peek().isPunctuation("(")
            {
                // NB: a preview runs on the newest iOS: `#available(iOS 17, *)` holds, `#unavailable` not.
                let start = current.range.start
                let holds = advance().text == "available"
                skipBalanced()
                conditions.append(.expression(Expr(kind: .booleanLiteral(holds), range: range(from: start))))
            } else if consume(keyword: "case") {
                let pattern = parsePattern()
                if !consume(operator: "=") { error("expected '=' after the 'case' pattern", at: current.range) }
                conditions.append(.matching(pattern: pattern, value: parseExpr(allowAssignment: false)))
            } else {
                conditions.append(.expression(parseExpr(allowAssignment: false)))
            }
        } while consume(punctuation: ",")
        return conditions
    }

    /// A pattern: an expression in which `let x`, `var x` and `_` bind.
    mutating func parsePattern() -> Expr {
        let saved = inPattern
        inPattern = true
        defer { inPattern = saved }
        return parseExpr(allowAssignment: false)
    }

    mutating func parseIf() -> IfExpr {
        enter()
        defer { leave() }
        advance()
        let conditions = parseConditions()
        let body = parseBlock("after 'if' condition")
        var elseBody: IfExpr.ElseBody?
        if consume(keyword: "else") {
            if current.isKeyword("if") {
                elseBody = .ifExpr(parseIf())
            } else {
                elseBody = .block(parseBlock("after 'else'"))
            }
        }
        return IfExpr(conditions: conditions, body: body, elseBody: elseBody)
    }

    mutating func parseSwitch() -> SwitchExpr {
        advance()
        let saved = noTrailingClosure
        noTrailingClosure = true
        let subject = parseExpr(allowAssignment: false)
        noTrailingClosure = saved
        let opening = current
        guard consume(punctuation: "{") else {
            error("expected '{' after 'switch' subject", at: current.range)
            return SwitchExpr(subject: subject, cases: [])
        }
        var cases: [SwitchExpr.Case] = []
        while !atEnd && !current.isPunctuation("}") {
            let start = index
            let caseStart = current.range.start
            if current.is(.attribute, "unknown") { advance() }
            if consume(keyword: "default") {
                expect(punctuation: ":", "after 'default'")
                cases.append(
                    SwitchExpr.Case(
                        items: [], isDefault: true, statements: parseStatements(inSwitch: true),
                        range: range(from: caseStart)))
            } else if consume(keyword: "case") {
                var items: [SwitchExpr.CaseItem] = []
                repeat {
                    let pattern = parsePattern()
                    var guardExpr: Expr?
                    if consume(keyword: "where") { guardExpr = parseExpr(allowAssignment: false) }
                    items.append(SwitchExpr.CaseItem(pattern: pattern, whereClause: guardExpr))
                } while consume(punctuation: ",")
                expect(punctuation: ":", "after the 'case' patterns")
                cases.append(
                    SwitchExpr.Case(
                        items: items, isDefault: false, statements: parseStatements(inSwitch: true),
                        range: range(from: caseStart)))
            } else {
                error("expected 'case' or 'default' in 'switch'", at: current.range)
                _ = skipUnknown(from: current.range.start)
            }
            ensureProgress(since: start)
        }
        expect(punctuation: "}", "to end the 'switch'", opening: opening)
        return SwitchExpr(subject: subject, cases: cases)
    }

    mutating func parseFor() -> Stmt.Kind {
        advance()
        let saved = noTrailingClosure
        noTrailingClosure = true
        _ = consume(keyword: "case")
        let pattern = parsePattern()
        if !consume(keyword: "in") { error("expected 'in' after the 'for' pattern", at: current.range) }
        let sequence = parseExpr(allowAssignment: false)
        var whereClause: Expr?
        if consume(keyword: "where") { whereClause = parseExpr(allowAssignment: false) }
        noTrailingClosure = saved
        let body = parseBlock("after the 'for' sequence")
        return .forStmt(Stmt.ForStmt(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body))
    }
}
