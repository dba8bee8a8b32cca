extension Parser {
    mutating func parseType() -> TypeSyntax {
        enter()
        defer { leave() }
        if current.kind == .attribute {
            let name = "@" + advance().text
            if current.isPunctuation("("), current.isLeftBound { skipBalanced() }
            return .attributed(name, parseType())
        }
        if current.isKeyword("inout") {
            advance()
            return .attributed("inout", parseType())
        }
        if current.kind == .identifier, ["some", "any", "borrowing", "consuming"].contains(current.text),
            isName(peek()) || peek().isPunctuation("(") || peek().isPunctuation("[")
        {
            let keyword = advance().text
            return .opaque(keyword, parseType())
        }
        var type = parseTypePostfix(parseTypePrimary())
        if current.isOperator("&") {
            var types = [type]
            while consume(operator: "&") { types.append(parseTypePostfix(parseTypePrimary())) }
            type = .composition(types)
        }
        let effectsAhead =
            current.is(.identifier, "async") || current.isKeyword("throws") || current.isKeyword("rethrows")
        if current.isOperator("->") || (effectsAhead && (peek().isOperator("->") || peek(2).isOperator("->"))) {
            let (isAsync, isThrowing) = parseEffects()
            _ = consume(operator: "->")
            let parameters: [TypeSyntax]
            if case .tuple(let elements) = type {
                parameters = elements.map { if case .labeled(_, let t) = $0 { t } else { $0 } }
            } else {
                parameters = [type]
            }
            return .function(parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, result: parseType())
        }
        return type
    }

    mutating func parseTypePrimary() -> TypeSyntax {
        let token = current
        if token.kind == .identifier || token.isKeyword("Self") || token.isKeyword("Any") {
            advance()
            return .identifier(token.text, genericArguments: parseGenericArguments())
        }
        if token.isPunctuation("[") {
            let opening = advance()
            let element = parseType()
            if consume(punctuation: ":") {
                let value = parseType()
                expect(punctuation: "]", "to end the dictionary type", opening: opening)
                return .dictionary(key: element, value: value)
            }
            expect(punctuation: "]", "to end the array type", opening: opening)
            return .array(element)
        }
        if token.isPunctuation("(") {
            let opening = advance()
            var elements: [TypeSyntax] = []
            while !atEnd && !current.isPunctuation(")") {
                let start = index
                var label: String?
                if isName(current), peek().isPunctuation(":") {
                    label = current.text
                    advance()
                    advance()
                } else if isName(current), isName(peek()), peek(2).isPunctuation(":") {
                    // NB: `(_ x: Int) -> Void`: a function type's parameter names, not labels.
                    advance()
                    advance()
                    advance()
                }
                let element = parseType()
                elements.append(label.map { .labeled($0, element) } ?? element)
                _ = consume(operator: "...")
                if !consume(punctuation: ",") { break }
                ensureProgress(since: start)
            }
            expect(punctuation: ")", "to end the tuple type", opening: opening)
            return .tuple(elements)
        }
        error("expected a type", at: token.range)
        return .identifier("<missing>", genericArguments: [])
    }

    /// `?`, `!`, `.Name` and `.Type` after a type. NB: each suffix wraps the type once more, so
    /// each counts as a level of nesting: a chain's depth bounds the recursion of whoever
    /// compares, prints or frees the type.
    mutating func parseTypePostfix(_ base: TypeSyntax) -> TypeSyntax {
        var type = base
        var chain = 0
        defer { depth -= chain }
        while !atEnd {
            enter()
            chain += 1
            if current.isLeftBound, current.kind == .operator, current.text.hasPrefix("?") {
                _ = consume(operatorPrefix: "?")
                type = .optional(type)
            } else if current.isLeftBound, current.kind == .operator, current.text.hasPrefix("!"),
                !current.text.hasPrefix("!=")
            {
                _ = consume(operatorPrefix: "!")
                type = .implicitlyUnwrappedOptional(type)
            } else if current.isPunctuation("."), isName(peek()) {
                advance()
                let name = advance().text
                if name == "Type" || name == "Protocol" {
                    type = .metatype(type, name)
                } else {
                    type = .member(type, name, genericArguments: parseGenericArguments())
                }
            } else {
                return type
            }
        }
        return type
    }

    /// `<A, B>` right after a type name.
    mutating func parseGenericArguments() -> [TypeSyntax] {
        guard current.isLeftBound, current.kind == .operator, current.text.hasPrefix("<"),
            consume(operatorPrefix: "<")
        else { return [] }
        var arguments: [TypeSyntax] = []
        while !atEnd && !(current.kind == .operator && current.text.hasPrefix(">")) {
            let start = index
            arguments.append(parseType())
            if !consume(punctuation: ",") { break }
            ensureProgress(since: start)
        }
        if !consume(operatorPrefix: ">") { error("expected '>' to end the generic arguments", at: current.range) }
        return arguments
    }
}
