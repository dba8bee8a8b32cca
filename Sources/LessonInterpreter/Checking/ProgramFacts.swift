import SwiftLesson

/// What the static check knows of the program's own declarations: the names it declares (so that
/// a type or method named like a built-in is never checked as the built-in) and, for each struct,
/// its stored properties as mutability and access rules read them.
///
///     let facts = ProgramFacts(parsed)   // facts.structs["Counter"]?.stored["count"]?.isPlainVar == true
struct ProgramFacts {
    /// One stored instance property of a struct.
    struct Stored {
        var name: String
        var isLet: Bool
        var hasInitializer: Bool
        /// Any attribute (`@State`, `@Binding`, `@Published`, …): its storage is not the struct's own.
        var hasAttribute: Bool
        var isPrivate: Bool
        /// Left out of a call, it takes its first value (an optional `var` takes nil).
        var defaulted: Bool
        var value: ValueKind?
        var range: SourceRange
        /// A wrapper with no `init(wrappedValue:)` (`@FocusState`, `@FetchRequest`): not a
        /// parameter of the memberwise initializer, whatever its access.
        var outsideMemberwise = false

        /// A `var` the struct itself holds: assignable only from mutating code.
        var isPlainVar: Bool { !isLet && !hasAttribute }
    }

    /// A struct's stored properties, the names of all its members, and whether it writes an `init`.
    struct StructFacts {
        var name: String
        var stored: [String: Stored] = [:]
        var storedOrder: [Stored] = []
        var members: Set<String> = []
        var hasOwnInit = false
        /// Members written `private` (and under no other access elsewhere): hidden outside the struct.
        var privateMembers: Set<String> = []
        var otherMembers: Set<String> = []
        /// Written `private(set)` or `fileprivate` somewhere: access that the check does not model.
        var unmodelledAccess = false
    }

    var structs: [String: StructFacts] = [:]
    /// Every type the program declares, nested ones by their own name too.
    var types: Set<String> = []
    /// Every function and method name the program declares, wherever.
    var functions: Set<String> = []
    /// Types (often built-in ones) that an extension gives an `init`.
    var extendedInits: Set<String> = []
    /// Types with a `View` conformance written on them.
    var views: Set<String> = []
    /// Functions declared to return `Never`: a call to one ends a path as `fatalError` does.
    var neverReturning: Set<String> = ["fatalError", "preconditionFailure"]

    init(_ parsed: [SourceFileSyntax]) {
        for syntax in parsed { collect(syntax.declarations, outer: nil) }
    }

    private mutating func collect(_ decls: [Decl], outer: String?) {
        for decl in decls {
            switch decl {
            case .structDecl(let s):
                types.insert(s.name)
                if s.inheritedTypes.contains(where: { Interpreter.baseName($0) == "View" }) { views.insert(s.name) }
                if !s.isClass, outer == nil || structs[s.name] == nil { structs[s.name] = Self.facts(s) }
                collect(s.members, outer: s.name)
            case .enumDecl(let e):
                types.insert(e.name)
                collect(e.members, outer: e.name)
            case .extensionDecl(let x):
                let name = Interpreter.baseName(x.extendedType)
                if x.inheritedTypes.contains(where: { Interpreter.baseName($0) == "View" }) { views.insert(name) }
                for member in x.members {
                    if case .initializerDecl = member { extendedInits.insert(name) }
                    if let n = Self.memberName(member) {
                        structs[name]?.members.insert(n)
                        if Self.modifiers(member)?.has("private") == true {
                            structs[name]?.privateMembers.insert(n)
                        } else {
                            structs[name]?.otherMembers.insert(n)
                        }
                    }
                }
                collect(x.members, outer: name)
            case .functionDecl(let f):
                functions.insert(f.name)
                if case .identifier("Never", _)? = f.returnType { neverReturning.insert(f.name) }
            case .protocolDecl(let p): types.insert(p.name)
            case .importDecl, .enumCaseDecl, .variableDecl, .initializerDecl, .macroExpansionDecl, .typeAliasDecl,
                .unknownDecl:
                continue
            }
        }
    }

    static func modifiers(_ decl: Decl) -> DeclModifiers? {
        switch decl {
        case .variableDecl(let v): return v.modifiers
        case .functionDecl(let f): return f.modifiers
        case .structDecl(let s): return s.modifiers
        case .enumDecl(let e): return e.modifiers
        case .enumCaseDecl, .importDecl, .extensionDecl, .initializerDecl, .macroExpansionDecl, .typeAliasDecl,
            .protocolDecl, .unknownDecl:
            return nil
        }
    }

    static func memberName(_ decl: Decl) -> String? {
        switch decl {
        case .variableDecl(let v): return v.bindings.first?.name
        case .functionDecl(let f): return f.name
        case .enumCaseDecl(let c): return c.elements.first?.name
        case .structDecl(let s): return s.name
        case .enumDecl(let e): return e.name
        case .protocolDecl(let p): return p.name
        case .importDecl, .extensionDecl, .initializerDecl, .macroExpansionDecl, .typeAliasDecl, .unknownDecl:
            return nil
        }
    }

    static func facts(_ s: StructDecl) -> StructFacts {
        var facts = StructFacts(name: s.name)
        for member in s.members {
            if let n = memberName(member) {
                facts.members.insert(n)
                if modifiers(member)?.has("private") == true {
                    facts.privateMembers.insert(n)
                } else {
                    facts.otherMembers.insert(n)
                }
            }
            switch member {
            case .initializerDecl: facts.hasOwnInit = true
            case .variableDecl(let v):
                for b in v.bindings { facts.members.insert(b.name) }
                if v.modifiers.keywords.contains(where: { $0.hasPrefix("fileprivate") || $0.contains("(set)") }) {
                    facts.unmodelledAccess = true
                }
                guard !v.modifiers.has("static"), !v.modifiers.has("class") else { continue }
                // NB: `@Environment(\.dismiss) var dismiss`: the wrapper's arguments are its first value.
                let wrapped = v.modifiers.attributes.contains { $0.argumentsRange != nil }
                for b in v.bindings where Self.isStored(b) {
                    let isLet = v.specifier == "let"
                    let optional: Bool
                    if case .optional? = b.type { optional = true } else { optional = false }
                    let stored = Stored(
                        name: b.name, isLet: isLet, hasInitializer: b.initializer != nil || wrapped,
                        hasAttribute: !v.modifiers.attributes.isEmpty, isPrivate: v.modifiers.has("private"),
                        defaulted: b.initializer != nil || wrapped || (optional && !isLet),
                        value: ValueKind(b.type, b.initializer), range: b.range,
                        outsideMemberwise: v.modifiers.attributes.contains {
                            TypeInfo.outsideMemberwise.contains($0.name)
                        })
                    facts.stored[b.name] = stored
                    facts.storedOrder.append(stored)
                }
            case .importDecl, .structDecl, .enumDecl, .enumCaseDecl, .extensionDecl, .functionDecl,
                .macroExpansionDecl, .typeAliasDecl, .protocolDecl, .unknownDecl:
                continue
            }
        }
        return facts
    }

    /// A binding that stores its value: no accessors, or only observers (`didSet`, `willSet`).
    static func isStored(_ b: VariableDecl.Binding) -> Bool {
        switch b.accessors {
        case nil: return true
        case .getter?: return false
        case .accessors(let list)?: return list.allSatisfy { $0.kind == "didSet" || $0.kind == "willSet" }
        }
    }
}
