extension Parser {
    static let accessorNames: Set<String> = ["get", "set", "didSet", "willSet", "_modify", "_read"]

    mutating func parseVariable(_ modifiers: DeclModifiers, start: Int) -> Decl {
        let requirement = inRequirement
        inRequirement = false
        let specifier = advance().text
        var bindings: [VariableDecl.Binding] = []
        repeat {
            let bindingStart = current.range.start
            if current.isPunctuation("("), let names = tuplePatternNames() {
                bindings += tupleBindings(names, start: bindingStart, specifier: specifier)
                continue
            }
            guard current.kind == .identifier else {
                let skipped = skipUnknown(from: start)
                if current.isPunctuation("(") || file.text(of: skipped).contains("(") {
                    warning("a '\(specifier)' with a tuple pattern is not supported yet; skipped", at: skipped)
                } else {
                    error("expected a name in '\(specifier)' declaration", at: skipped)
                }
                return .unknownDecl(UnknownSyntax(construct: specifier, range: skipped))
            }
            let nameToken = advance()
            let name = nameToken.text
            var type: TypeSyntax?
            if consume(punctuation: ":") { type = parseType() }
            var initializer: Expr?
            let equals = current.range
            if consume(operator: "=") {
                if requirement { error("initial value is not allowed here", at: equals) }
                initializer = parseExpr()
            }
            var accessors: VariableDecl.Accessors?
            if current.isPunctuation("{") { accessors = parseAccessors() }
            if requirement, accessors == nil {
                error("property in protocol must have explicit { get } or { get set } specifier", at: nameToken.range)
            }
            bindings.append(
                VariableDecl.Binding(
                    name: name, type: type, initializer: initializer, accessors: accessors,
                    range: range(from: bindingStart)))
        } while consume(punctuation: ",")
        return .variableDecl(
            VariableDecl(modifiers: modifiers, specifier: specifier, bindings: bindings, range: range(from: start)))
    }

    /// The names of a flat tuple pattern (`(data, _)`), `_` as nil, consumed; nil (nothing
    /// consumed) for any other pattern, which is left to the caller's message.
    mutating func tuplePatternNames() -> [String?]? {
        var offset = 1
        var names: [String?] = []
        while true {
            let token = peek(offset)
            guard token.kind == .identifier || token.text == "_" else { return nil }
            names.append(token.text == "_" ? nil : token.text)
            offset += 1
            if peek(offset).isPunctuation(")") { break }
            guard peek(offset).isPunctuation(",") else { return nil }
            offset += 1
        }
        guard names.count >= 2 else { return nil }
        for _ in 0...offset { advance() }
        return names
    }

    /// `let (data, response) = value`, as Swift destructures it: the value once, in a binding no
    /// code can name, then each name its element (`data` is its `.0`); `_` binds nothing.
    mutating func tupleBindings(_ names: [String?], start: Int, specifier: String) -> [VariableDecl.Binding] {
        var type: TypeSyntax?
        if consume(punctuation: ":") { type = parseType() }
        let equals = current.range
        guard consume(operator: "=") else {
            error("a '\(specifier)' with a tuple pattern needs a value: expected '='", at: equals)
            return []
        }
        let value = parseExpr()
        let whole = range(from: start)
        let hidden = "(tuple)@\(start)"
        var bindings = [
            VariableDecl.Binding(name: hidden, type: type, initializer: value, accessors: nil, range: whole)
        ]
        for (n, name) in names.enumerated() {
            guard let name else { continue }
            let base = Expr(kind: .declReference(hidden), range: whole)
            bindings.append(
                VariableDecl.Binding(
                    name: name, type: nil,
                    initializer: Expr(kind: .memberAccess(base: base, name: String(n)), range: whole),
                    accessors: nil, range: whole))
        }
        return bindings
    }

    func isAccessorStart() -> Bool {
        var offset = 0
        while peek(offset).kind == .attribute || ["mutating", "nonmutating"].contains(peek(offset).text) { offset += 1 }
        let token = peek(offset)
        guard token.kind == .identifier, Self.accessorNames.contains(token.text) else { return false }
        let next = peek(offset + 1)
        // NB: a requirement's `{ get set }` and `{ get nonmutating set }` have no bodies.
        return next.isPunctuation("{") || next.isPunctuation("(") || next.isPunctuation("}")
            || next.is(.identifier, "async") || next.isKeyword("throws")
            || (next.kind == .identifier && (Self.accessorNames.contains(next.text) || next.text == "nonmutating"))
    }

    mutating func parseAccessors() -> VariableDecl.Accessors {
        enter()
        defer { leave() }
        let opening = current
        advance()
        guard isAccessorStart() else {
            let statements = parseStatements()
            expect(punctuation: "}", "at end of the getter", opening: opening)
            return .getter(statements)
        }
        var accessors: [VariableDecl.Accessor] = []
        while !atEnd && !current.isPunctuation("}") {
            let start = index
            let accessorStart = current.range.start
            _ = parseModifiers()
            let kind = expectName("'get', 'set', 'willSet' or 'didSet'")
            var parameter: String?
            if consume(punctuation: "(") {
                parameter = expectName("a parameter name")
                expect(punctuation: ")", "after the parameter name")
            }
            _ = parseEffects()
            let body = current.isPunctuation("{") ? parseBlock("in '\(kind)'") : []
            accessors.append(
                VariableDecl.Accessor(kind: kind, parameter: parameter, body: body, range: range(from: accessorStart)))
            ensureProgress(since: start)
        }
        expect(punctuation: "}", "at end of the accessors", opening: opening)
        return .accessors(accessors)
    }

    /// `(label name: Type = default, ...)`; enum cases may leave values unlabelled.
    mutating func parseParameters(allowUnlabelled: Bool = false) -> [FunctionParameter] {
        let opening = current
        guard consume(punctuation: "(") else {
            error("expected '(' to begin the parameter list", at: current.range)
            return []
        }
        var parameters: [FunctionParameter] = []
        while !atEnd && !current.isPunctuation(")") {
            let start = index
            let parameterStart = current.range.start
            var attributes: [Attribute] = []
            while current.kind == .attribute {
                let token = advance()
                if current.isPunctuation("("), current.isLeftBound { skipBalanced() }
                attributes.append(
                    Attribute(name: token.text, argumentsRange: nil, range: range(from: token.range.start)))
            }
            var firstName: String?
            var secondName: String?
            if isName(current), peek().isPunctuation(":") {
                firstName = advance().text
            } else if isName(current), isName(peek()), peek(2).isPunctuation(":") {
                firstName = advance().text
                secondName = advance().text
            } else if !allowUnlabelled {
                error("expected a parameter name followed by ':'", at: current.range)
            }
            if firstName != nil { expect(punctuation: ":", "after the parameter name") }
            let type = parseType()
            let isVariadic = consume(operator: "...")
            var defaultValue: Expr?
            if consume(operator: "=") { defaultValue = parseExpr() }
            parameters.append(
                FunctionParameter(
                    attributes: attributes, firstName: firstName, secondName: secondName, type: type,
                    defaultValue: defaultValue, isVariadic: isVariadic, range: range(from: parameterStart)))
            if !consume(punctuation: ",") { break }
            ensureProgress(since: start)
        }
        expect(punctuation: ")", "to end the parameter list", opening: opening)
        return parameters
    }

    mutating func parseGenericParameters() -> [GenericParameter] {
        guard current.kind == .operator, current.text.hasPrefix("<"), consume(operatorPrefix: "<") else { return [] }
        var parameters: [GenericParameter] = []
        while !atEnd && !(current.kind == .operator && current.text.hasPrefix(">")) {
            let start = index
            if current.is(.identifier, "each") { advance() }
            let name = expectName("a generic parameter name")
            var inherited: TypeSyntax?
            if consume(punctuation: ":") { inherited = parseType() }
            parameters.append(GenericParameter(name: name, inheritedType: inherited))
            if !consume(punctuation: ",") { break }
            ensureProgress(since: start)
        }
        if !consume(operatorPrefix: ">") { error("expected '>' to end the generic parameters", at: current.range) }
        return parameters
    }

    mutating func parseInheritance() -> [TypeSyntax] {
        guard consume(punctuation: ":") else { return [] }
        var types = [parseType()]
        while consume(punctuation: ",") { types.append(parseType()) }
        return types
    }

    mutating func parseWhereClause() -> [GenericRequirement] {
        guard consume(keyword: "where") else { return [] }
        var requirements: [GenericRequirement] = []
        repeat {
            let left = parseType()
            if consume(punctuation: ":") {
                requirements.append(.conformance(left, parseType()))
            } else if consume(operator: "==") {
                requirements.append(.sameType(left, parseType()))
            } else {
                error("expected ':' or '==' in the 'where' clause", at: current.range)
                break
            }
        } while consume(punctuation: ",")
        return requirements
    }
}
