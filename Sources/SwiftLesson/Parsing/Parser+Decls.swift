extension Parser {
    static let modifierKeywords: Set<String> = ["private", "fileprivate", "internal", "public", "static"]
    static let contextualModifiers: Set<String> = [
        "open", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "required",
        "convenience", "dynamic", "indirect", "nonisolated", "optional",
    ]
    static let declarationKeywords: Set<String> = [
        "import", "struct", "enum", "extension", "let", "var", "func", "init", "case", "class", "protocol",
        "typealias", "deinit", "subscript", "operator", "precedencegroup", "associatedtype",
    ]

    mutating func parseSourceFile() -> [Decl] {
        var declarations: [Decl] = []
        while !atEnd {
            let start = index
            if consume(punctuation: ";") { continue }
            if current.isPunctuation("}") {
                error("extraneous '}' at top level", at: advance().range)
                continue
            }
            if isDeclarationStart(atTopLevel: true) {
                declarations.append(parseDecl())
            } else {
                let begin = current.range.start
                _ = parseStatement()
                let range = range(from: begin)
                warning("top-level code is not supported yet; skipped", at: range)
                declarations.append(.unknownDecl(UnknownSyntax(construct: "top-level code", range: range)))
            }
            expectSeparator("statements")
            ensureProgress(since: start)
        }
        return declarations
    }

    /// Whether the current token begins a declaration (rather than a statement).
    func isDeclarationStart(atTopLevel: Bool = false) -> Bool {
        let token = current
        switch token.kind {
        case .attribute: return true
        case .poundKeyword: return atTopLevel || token.text == "Preview"
        case .keyword:
            if token.text == "init" || token.text == "case" { return atTopLevel }
            return Self.declarationKeywords.contains(token.text) || Self.modifierKeywords.contains(token.text)
        case .identifier:
            let next = peek()
            if Self.contextualModifiers.contains(token.text) {
                return next.kind == .keyword || next.kind == .identifier
            }
            return token.text == "actor" && next.kind == .identifier && !next.startsLine
        default: return false
        }
    }

    mutating func parseModifiers() -> DeclModifiers {
        var modifiers = DeclModifiers()
        while !atEnd {
            let token = current
            if token.kind == .attribute {
                advance()
                var arguments: SourceRange?
                if current.isPunctuation("("), current.isLeftBound {
                    let inner = current.range.end
                    skipBalanced()
                    arguments = SourceRange(start: inner, end: max(inner, previousEnd - 1))
                }
                modifiers.attributes.append(
                    Attribute(name: token.text, argumentsRange: arguments, range: range(from: token.range.start)))
            } else if (token.kind == .keyword && Self.modifierKeywords.contains(token.text))
                || (token.kind == .identifier && Self.contextualModifiers.contains(token.text)
                    && (peek().kind == .keyword || peek().kind == .identifier))
                || (token.isKeyword("class") && (peek().isKeyword("func") || peek().isKeyword("var")))
            {
                advance()
                var word = token.text
                if current.isPunctuation("("), peek().kind == .identifier, peek(2).isPunctuation(")") {
                    advance()
                    word += "(\(advance().text))"
                    advance()
                }
                modifiers.keywords.append(word)
            } else {
                break
            }
        }
        return modifiers
    }

    mutating func parseDecl(inEnum: Bool = false) -> Decl {
        enter()
        defer { leave() }
        let start = current.range.start
        if current.kind == .poundKeyword { return .macroExpansionDecl(parseMacroExpansion()) }
        let modifiers = parseModifiers()
        let token = current
        switch (token.kind, token.text) {
        case (.keyword, "import"):
            advance()
            if current.kind == .keyword,
                ["struct", "enum", "class", "protocol", "func", "var", "let"].contains(current.text)
            {
                advance()
            }
            var path = expectName("a module name after 'import'")
            while current.isPunctuation("."), isName(peek()) {
                advance()
                path += "." + advance().text
            }
            return .importDecl(ImportDecl(modifiers: modifiers, path: path, range: range(from: start)))
        case (.keyword, "struct"): return parseStruct(modifiers, start: start)
        case (.keyword, "enum"): return parseEnum(modifiers, start: start)
        case (.keyword, "extension"): return parseExtension(modifiers, start: start)
        case (.keyword, "let"), (.keyword, "var"): return parseVariable(modifiers, start: start)
        case (.keyword, "typealias"): return parseTypeAlias(modifiers, start: start)
        case (.keyword, "protocol"): return parseProtocol(modifiers, start: start)
        case (.keyword, "func"): return parseFunction(modifiers, start: start)
        case (.keyword, "init"): return parseInitializer(modifiers, start: start)
        case (.keyword, "subscript"): return parseSubscript(modifiers, start: start)
        case (.keyword, "case") where inEnum: return parseEnumCase(modifiers, start: start)
        case (.keyword, "class") where peek().kind == .identifier:
            var decl = parseStruct(modifiers, start: start, keyword: "class")
            if case .structDecl(var s) = decl {
                s.isClass = true
                decl = .structDecl(s)
            }
            return decl
        case (.keyword, "deinit"):
            // NB: a class's deinit never runs in a preview.
            advance()
            if current.isPunctuation("{") { skipBalanced() }
            return .unknownDecl(UnknownSyntax(construct: "deinit", range: range(from: start)))
        case (.keyword, "class"), (.keyword, "operator"),
            (.keyword, "precedencegroup"),
            (.keyword, "associatedtype"), (.identifier, "actor"):
            let skipped = skipUnknown(from: start)
            warning("'\(token.text)' declarations are not supported yet; skipped", at: skipped)
            return .unknownDecl(UnknownSyntax(construct: token.text, range: skipped))
        default:
            error("expected declaration", at: token.range)
            return .unknownDecl(UnknownSyntax(construct: token.text, range: skipUnknown(from: start)))
        }
    }

    /// `{ declarations }` of a struct, an enum or an extension.
    mutating func parseMembers(of what: String, inEnum: Bool = false) -> [Decl] {
        var none: [ProtocolDecl.AssociatedType] = []
        return parseMembers(of: what, inEnum: inEnum, inProtocol: false, associatedTypes: &none)
    }

    /// `{ declarations }`, where a protocol's `associatedtype`s are kept apart.
    mutating func parseMembers(
        of what: String, inEnum: Bool, inProtocol: Bool, associatedTypes: inout [ProtocolDecl.AssociatedType]
    ) -> [Decl] {
        let opening = current
        guard consume(punctuation: "{") else {
            error("expected '{' in \(what)", at: current.range)
            return []
        }
        var members: [Decl] = []
        while !atEnd && !current.isPunctuation("}") {
            let start = index
            if consume(punctuation: ";") { continue }
            if inProtocol, current.isKeyword("associatedtype") {
                associatedTypes.append(parseAssociatedType())
                expectSeparator("declarations")
            } else if isDeclarationStart() || (inEnum && current.isKeyword("case")) || current.isKeyword("init") {
                inRequirement = inProtocol
                members.append(parseDecl(inEnum: inEnum))
                inRequirement = false
                expectSeparator("declarations")
            } else {
                error("expected declaration in \(what)", at: current.range)
                members.append(
                    .unknownDecl(UnknownSyntax(construct: current.text, range: skipUnknown(from: current.range.start))))
            }
            ensureProgress(since: start)
        }
        expect(punctuation: "}", "at end of \(what)", opening: opening)
        return members
    }

    /// `protocol Name<Primary>: Inherited where ... { requirements }`.
    mutating func parseProtocol(_ modifiers: DeclModifiers, start: Int) -> Decl {
        advance()
        let name = expectName("a name after 'protocol'")
        let primary = parseGenericParameters().map(\.name)
        let inherited = parseInheritance()
        let requirements = parseWhereClause()
        var associated: [ProtocolDecl.AssociatedType] = []
        let members = parseMembers(
            of: "protocol '\(name)'", inEnum: false, inProtocol: true, associatedTypes: &associated)
        return .protocolDecl(
            ProtocolDecl(
                modifiers: modifiers, name: name, primaryAssociatedTypes: primary, inheritedTypes: inherited,
                genericWhereClause: requirements, associatedTypes: associated, members: members,
                range: range(from: start)))
    }

    /// `associatedtype Item: Identifiable = Card where ...`.
    mutating func parseAssociatedType() -> ProtocolDecl.AssociatedType {
        let start = advance().range.start
        let name = expectName("a name after 'associatedtype'")
        let inherited = parseInheritance()
        let defaultType = consume(operator: "=") ? parseType() : nil
        _ = parseWhereClause()
        return ProtocolDecl.AssociatedType(
            name: name, inheritedTypes: inherited, defaultType: defaultType, range: range(from: start))
    }

    mutating func parseStruct(_ modifiers: DeclModifiers, start: Int, keyword: String = "struct") -> Decl {
        advance()
        let name = expectName("a name after '\(keyword)'")
        let generics = parseGenericParameters()
        let inherited = parseInheritance()
        let requirements = parseWhereClause()
        let members = parseMembers(of: "\(keyword) '\(name)'")
        return .structDecl(
            StructDecl(
                modifiers: modifiers, name: name, genericParameters: generics, inheritedTypes: inherited,
                genericWhereClause: requirements, members: members, range: range(from: start)))
    }

    mutating func parseEnum(_ modifiers: DeclModifiers, start: Int) -> Decl {
        advance()
        let name = expectName("a name after 'enum'")
        let generics = parseGenericParameters()
        let inherited = parseInheritance()
        let requirements = parseWhereClause()
        let members = parseMembers(of: "enum '\(name)'", inEnum: true)
        return .enumDecl(
            EnumDecl(
                modifiers: modifiers, name: name, genericParameters: generics, inheritedTypes: inherited,
                genericWhereClause: requirements, members: members, range: range(from: start)))
    }

    mutating func parseEnumCase(_ modifiers: DeclModifiers, start: Int) -> Decl {
        advance()
        var elements: [EnumCaseDecl.Element] = []
        repeat {
            let elementStart = current.range.start
            let name = expectName("a case name")
            var associated: [FunctionParameter]?
            if current.isPunctuation("(") { associated = parseParameters(allowUnlabelled: true) }
            var rawValue: Expr?
            if consume(operator: "=") { rawValue = parseExpr() }
            elements.append(
                EnumCaseDecl.Element(
                    name: name, associatedValues: associated, rawValue: rawValue, range: range(from: elementStart)))
        } while consume(punctuation: ",")
        return .enumCaseDecl(EnumCaseDecl(modifiers: modifiers, elements: elements, range: range(from: start)))
    }

    mutating func parseExtension(_ modifiers: DeclModifiers, start: Int) -> Decl {
        advance()
        let type = parseType()
        let inherited = parseInheritance()
        let requirements = parseWhereClause()
        let members = parseMembers(of: "extension of '\(type)'")
        return .extensionDecl(
            ExtensionDecl(
                modifiers: modifiers, extendedType: type, inheritedTypes: inherited, genericWhereClause: requirements,
                members: members, range: range(from: start)))
    }

    mutating func parseTypeAlias(_ modifiers: DeclModifiers, start: Int) -> Decl {
        advance()
        let name = expectName("a name after 'typealias'")
        let generics = parseGenericParameters()
        if !consume(operator: "=") { error("expected '=' in type alias declaration", at: current.range) }
        let type = parseType()
        _ = parseWhereClause()
        return .typeAliasDecl(
            TypeAliasDecl(
                modifiers: modifiers, name: name, genericParameters: generics, type: type, range: range(from: start)))
    }

    mutating func parseFunction(_ modifiers: DeclModifiers, start: Int) -> Decl {
        let requirement = inRequirement
        inRequirement = false
        advance()
        var name = "<missing>"
        if current.kind == .identifier || current.kind == .operator {
            name = advance().text
        } else {
            error("expected a name after 'func'", at: current.range)
        }
        let generics = parseGenericParameters()
        let parameters = parseParameters()
        let (isAsync, isThrowing) = parseEffects()
        var returnType: TypeSyntax?
        if consume(operator: "->") { returnType = parseType() }
        let requirements = parseWhereClause()
        if requirement, current.isPunctuation("{") { error("protocol methods must not have bodies", at: current.range) }
        let body = current.isPunctuation("{") ? parseBlock("in function '\(name)'") : nil
        return .functionDecl(
            FunctionDecl(
                modifiers: modifiers, name: name, genericParameters: generics, parameters: parameters, isAsync: isAsync,
                isThrowing: isThrowing, returnType: returnType, genericWhereClause: requirements, body: body,
                range: range(from: start)))
    }

    /// `subscript(safe index: Int) -> Element? { … }`: read as a method named `subscript` whose
    /// body is the getter. Its parameters have no argument label unless they write one, as Swift's.
    mutating func parseSubscript(_ modifiers: DeclModifiers, start: Int) -> Decl {
        let requirement = inRequirement
        inRequirement = false
        advance()
        let generics = parseGenericParameters()
        let parameters = parseParameters().map { p -> FunctionParameter in
            guard p.secondName == nil, p.firstName != nil else { return p }
            var q = p
            q.secondName = p.firstName
            q.firstName = "_"
            return q
        }
        var returnType: TypeSyntax?
        if consume(operator: "->") {
            returnType = parseType()
        } else {
            error("expected '->' and the subscript's result type", at: current.range)
        }
        let requirements = parseWhereClause()
        var body: [Stmt]?
        if current.isPunctuation("{") {
            switch parseAccessors() {
            case .getter(let statements): body = statements
            case .accessors(let list):
                body = list.first { $0.kind == "get" }?.body
                if let setter = list.first(where: { $0.kind == "set" }) {
                    warning(
                        "a subscript's 'set' is not supported yet; assigning through it is an error", at: setter.range)
                }
            }
        }
        if requirement { body = nil }
        return .functionDecl(
            FunctionDecl(
                modifiers: modifiers, name: "subscript", genericParameters: generics, parameters: parameters,
                isAsync: false, isThrowing: false, returnType: returnType, genericWhereClause: requirements, body: body,
                range: range(from: start)))
    }

    mutating func parseInitializer(_ modifiers: DeclModifiers, start: Int) -> Decl {
        let requirement = inRequirement
        inRequirement = false
        advance()
        var mark: String?
        if current.isLeftBound, current.isOperator("?") || current.isOperator("!") { mark = advance().text }
        let generics = parseGenericParameters()
        let parameters = parseParameters()
        let (isAsync, isThrowing) = parseEffects()
        let requirements = parseWhereClause()
        if requirement, current.isPunctuation("{") {
            error("protocol initializers must not have bodies", at: current.range)
        }
        let body = current.isPunctuation("{") ? parseBlock("in initializer") : nil
        return .initializerDecl(
            InitializerDecl(
                modifiers: modifiers, optionalMark: mark, genericParameters: generics, parameters: parameters,
                isAsync: isAsync, isThrowing: isThrowing, genericWhereClause: requirements, body: body,
                range: range(from: start)))
    }

    mutating func parseEffects() -> (isAsync: Bool, isThrowing: Bool) {
        var isAsync = false
        var isThrowing = false
        while true {
            if current.is(.identifier, "async") {
                advance()
                isAsync = true
            } else if current.isKeyword("throws") || current.isKeyword("rethrows") {
                advance()
                isThrowing = true
                if current.isPunctuation("("), current.isLeftBound { skipBalanced() }
            } else {
                return (isAsync, isThrowing)
            }
        }
    }

    mutating func parseMacroExpansion() -> MacroExpansion {
        let start = current.range.start
        let name = advance().text
        var arguments: [LabeledExpr] = []
        if current.isPunctuation("("), !current.startsLine { arguments = parseArgumentList() }
        let closures = current.isPunctuation("{") ? parseTrailingClosures() : []
        return MacroExpansion(name: name, arguments: arguments, trailingClosures: closures, range: range(from: start))
    }
}
