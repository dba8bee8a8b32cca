import SwiftLesson
import TileTree

extension Interpreter {
    func arguments(_ call: FunctionCallExpr, _ scope: Scope) throws -> [Argument] {
        var args = try call.arguments.map {
            var a = Argument(
                label: $0.label, value: try eval($0.expression, scope), range: $0.range, valueRange: $0.expression.range
            )
            if declaresOptionals, case .declReference(let name) = $0.expression.kind {
                a.declaredOptional = declaredOptional(name, scope)
            }
            if case .prefixOperator("&", let target) = $0.expression.kind {
                a.writeBack = { [unowned self] v in try self.assign(target, v, scope) }
            }
            return a
        }
        for t in call.trailingClosures {
            args.append(Argument(label: t.label, value: try eval(t.expression, scope), range: t.range, trailing: true))
        }
        return args
    }

    func evalCall(_ call: FunctionCallExpr, _ scope: Scope, _ range: SourceRange) throws -> Value {
        // NB: the declared type is this call's, not its arguments': handed to the function called.
        let context = contextType
        contextType = nil
        defer { returnContext = nil }
        var callee = call.calledExpression
        // NB: `[Int].init(repeating: 0, count: n)` is `[Int](repeating: 0, count: n)`.
        if case .memberAccess(let base?, "init") = callee.kind, Self.namesCollectionType(base) { callee = base }
        switch callee.kind {
        case .memberAccess(nil, let name):
            return .implicitMember(name, try arguments(call, scope))
        case .memberAccess(let base?, let name):
            if name == "init", case .declReference(let word) = base.kind, word == "self" || word == "Self" {
                return try delegate(call, scope, range)
            }
            if case .declReference("super") = base.kind, scope.lookup("super") == nil {
                return try superMember(name, try arguments(call, scope), scope, range)
            }
            if case .declReference("Swift") = base.kind, scope.lookup("Swift") == nil, lookupType("Swift") == nil {
                // NB: `Swift.min(a, b)` inside a type with a `min` of its own: the standard library's.
                let args = try arguments(call, scope)
                if let v = try vocabulary.construct(name, args, self, range) { return v }
                throw error("module 'Swift' has no member named '\(name)'", range)
            }
            // NB: messages about a member point at its name, as swiftc's do.
            let at = SourceRange(
                start: max(callee.range.start, callee.range.end - name.utf8.count), end: callee.range.end)
            if Self.environmentModifiers.contains(name), !Self.isLValue(base) {
                return try callEnvironmentModifier(base, name, try arguments(call, scope), scope, at)
            }
            let mutating = SwiftValues.mutating.contains(name) && Self.isLValue(base)
            var peeked = mutating || !Self.isLValue(base) ? nil : try eval(base, scope)
            let method = peeked.map { isMutatingMethod($0, name) } ?? false
            // NB: let go, so that `callInPlace` holds the only reference to the receiver.
            if method { peeked = nil }
            // NB: a mutating call's arguments come before it, so that its receiver can be changed in place.
            let early = mutating || method ? try arguments(call, scope) : nil
            if let args = early {
                let inPlace =
                    try mutating ? mutateInPlace(base, name, args, scope, at) : callInPlace(base, name, args, scope, at)
                if let inPlace { return inPlace }
            }
            let receiver = try peeked ?? eval(base, scope)
            if unbound(receiver).isNull, case .optionalChaining = base.kind { return .null }
            // NB: a call on a stand-in is skipped with its arguments, as is work queued for later
            // (`.asyncAfter(deadline: .now() + 5)`).
            if case .unsupported = receiver, early == nil { return receiver }
            if early == nil, let skipped = DispatchQueueType.later(receiver, name, self, at) { return skipped }
            let args = try early ?? arguments(call, scope)
            if mutating, SwiftValues.canMutate(unbound(receiver)) {
                var changed = unbound(receiver)
                let result = try SwiftValues.mutate(&changed, name, args, self, at)
                try assign(base, changed, scope)
                return result
            }
            if case .unsupported = receiver { return receiver }
            returnContext = context
            let (result, changedSelf) = try callMember(receiver, name, args, at)
            if let changedSelf, Self.isLValue(base) { try assign(base, changedSelf, scope) }
            return result
        case .declReference(let name):
            let args = try arguments(call, scope)
            if let v = scope.lookup(name) { return try callValue(v, args, range) }
            if case .instance(let i) = scope.lookup("self"), let field = i.field(name) {
                return try callValue(field, args, range)
            }
            if let me = scope.lookup("self"), case .view = me, vocabulary.isModifier(name) {
                return try callMember(me, name, args, range).0
            }
            if let me = scope.lookup("self"), hasMethod(me, name) {
                let (result, changed) = try callMember(me, name, args, range)
                if let changed { _ = scope.assign("self", changed) }
                return result
            }
            if case .instance(let i)? = scope.lookup("self"), Self.foundationObjects.contains(i.type),
                lookupType(i.type) == nil, let v = try foundationCall(.instance(i), name, args, range)
            {
                // NB: `url(forResource:withExtension:)` inside `extension Bundle`: self's.
                return v
            }
            if functions[name] != nil {
                returnContext = context
                return try callMember(.void, name, args, range).0
            }
            if case .instance(let i) = scope.lookup("self"), let generic = i.generics[name] {
                return try construct(generic, args, range)
            }
            if name == "Self", let me = scope.lookup("self") {
                return try construct(Self.typeOf(me), args, range)
            }
            if let nested = enclosingNestedType(name, scope) { return try construct(nested, args, range) }
            return try construct(name, args, range)
        case .array where Self.namesCollectionType(callee):
            // NB: `[ExpenseItem]()` and `[String](repeating: "", count: 3)` are Array's initializers.
            return try construct("Array", try arguments(call, scope), range)
        case .dictionary
        where Self.namesCollectionType(callee) && call.arguments.isEmpty && call.trailingClosures.isEmpty:
            // NB: `[String: Int]()`: an empty dictionary, which is its pairs in order.
            return .array([])
        default:
            let v = try eval(callee, scope)
            // NB: `onChange?()`: a nil optional closure is not called, and gives nil.
            if case .optionalChaining = callee.kind, unbound(v).isNull { return .null }
            return try callValue(v, try arguments(call, scope), range)
        }
    }

    /// Whether an expression spells an array or dictionary type: `[Item]`, `[String: Int]`.
    static func namesCollectionType(_ e: Expr) -> Bool {
        switch e.kind {
        case .array(let element): element.count == 1 && namesType(element[0])
        case .dictionary(let pair): pair.count == 1 && namesType(pair[0].key) && namesType(pair[0].value)
        default: false
        }
    }

    /// Whether an expression spells a type (`Int`, `Model.Item`, `[String]`, `Set<Int>`), as the
    /// element of an array type called as an initializer: a capitalised name, or one made of them.
    static func namesType(_ e: Expr) -> Bool {
        switch e.kind {
        case .declReference(let name): name.first?.isUppercase == true
        case .memberAccess(let base?, let name): name.first?.isUppercase == true && namesType(base)
        case .genericSpecialization(let base, _): namesType(base)
        case .array(let items): items.count == 1 && namesType(items[0])
        case .dictionary(let pairs): pairs.count == 1 && namesType(pairs[0].key) && namesType(pairs[0].value)
        // NB: `[(f1: Int, f2: Int)]()`: a tuple type, labelled or not.
        case .tuple(let items): items.count > 1 && items.allSatisfy { namesType($0.expression) }
        case .optionalChaining(let base), .postfixOperator(let base, "?"): namesType(base)
        default: false
        }
    }

    /// `items.append(x)` on the array where it is stored; nil when it cannot be reached in place.
    /// NB: a closure argument (`sort(by:)`, `removeAll(where:)`) may read the receiver while it
    /// runs, which Swift forbids and this could not show: such calls change a copy.
    func mutateInPlace(_ base: Expr, _ name: String, _ args: [Argument], _ scope: Scope, _ at: SourceRange) throws
        -> Value?
    {
        if args.contains(where: { if case .closure = $0.value { true } else { false } }) { return nil }
        return try inPlace(base, scope) { v, declared in
            guard SwiftValues.canMutate(v) else { return nil }
            return try SwiftValues.mutate(&v, name, try coerced(args, to: declared), self, at)
        }
    }

    /// Whether `base.name(...)` calls a `mutating` method of a struct the file declares.
    func isMutatingMethod(_ receiver: Value, _ name: String) -> Bool {
        guard case .instance(let receiver) = unbound(receiver), let info = lookupType(receiver.type),
            let overloads = info.methods[name]
        else { return false }
        // NB: a class's methods change the object every holder shares, not the holder.
        return !receiver.isReference && overloads.contains { $0.decl.modifiers.has("mutating") }
    }

    /// `model.add(x)` with `model` taken out of where it is stored for the call (see `inPlace`):
    /// the method's `self` is then the only reference to its arrays, which grow where they are.
    func callInPlace(_ base: Expr, _ name: String, _ args: [Argument], _ scope: Scope, _ at: SourceRange) throws
        -> Value?
    {
        try inPlace(base, scope) { v, _ in
            guard case .instance = v, let overloads = lookupType(Self.typeOf(v))?.methods[name] else { return nil }
            let held = Held(v)
            v = .void
            defer { v = held.value }
            return try callFunction(overloads, self: nil, args, at, owned: held) { held.value = $0 }
        }
    }

    /// What a mutating call adds, made to fit the array's declared type (`[Fruit]` turns `.apple` into its case).
    func coerced(_ args: [Argument], to declared: TypeSyntax?) throws -> [Argument] {
        guard case .array(let element)? = declared else { return args }
        return try args.map { a in
            var a = a
            if a.label == "contentsOf" {
                a.value = try coerce(a.value, to: .array(element), a.range)
            } else if a.label == nil {
                a.value = try coerce(a.value, to: element, a.range)
            }
            return a
        }
    }

    static func isLValue(_ e: Expr) -> Bool {
        switch e.kind {
        case .declReference(let name): return !(name.first?.isUppercase ?? true)
        case .memberAccess(let base?, _): return isLValue(base)
        case .subscriptCall(let base, _), .forceUnwrap(let base), .optionalChaining(let base): return isLValue(base)
        default: return false
        }
    }

    static func typeOf(_ v: Value) -> String {
        switch v {
        case .instance(let i): i.type
        case .enumCase(let e): e.type
        case .type(let t): t
        default: v.typeName
        }
    }

    func hasMethod(_ receiver: Value, _ name: String) -> Bool {
        switch receiver {
        case .instance(let i):
            return lookupType(i.type)?.methods[name] != nil || lookupType(i.type)?.staticMethods[name] != nil
        case .enumCase(let e):
            return lookupType(e.type)?.methods[name] != nil || lookupType(e.type)?.staticMethods[name] != nil
        case .type(let t): return (lookupType(t) ?? extensions[t])?.staticMethods[name] != nil
        case .view: return extensions["View"]?.methods[name] != nil
        case .string, .array, .int, .double, .bool:
            // NB: `reduce(into:)` alone inside `extension String` is self's.
            return extensionFor(receiver)?.methods[name] != nil || StandardMembers.has(name, of: receiver)
        default: return false
        }
    }

    /// `self.init(...)` inside an initializer: the delegated init's result becomes `self`.
    func delegate(_ call: FunctionCallExpr, _ scope: Scope, _ range: SourceRange) throws -> Value {
        let args = try arguments(call, scope)
        guard let me = scope.lookup("self") else { throw error("'self.init' outside an initializer", range) }
        let type: String
        switch me {
        case .instance(let i): type = i.type
        case .type(let t): type = t
        default: type = Self.typeOf(me)
        }
        let made = try construct(type, args, range, skipExtensionInits: lookupType(type) == nil)
        _ = scope.assign("self", made)
        return .void
    }

    func callValue(_ v: Value, _ args: [Argument], _ range: SourceRange) throws -> Value {
        switch v {
        case .closure(let c): return try callClosure(c, args.map(\.value), range)
        case .method(.type(let t), "init") where !args.isEmpty && args.allSatisfy({ $0.label == nil }):
            // NB: `names.map(Facility.init)`: an initializer as a function takes its arguments
            // by position, whatever their labels.
            return try construct(t, relabeled(args, forInitOf: t), range)
        case .method(let receiver, let name): return try callMember(receiver, name, args, range).0
        case .type(let t): return try construct(t, args, range)
        case .binding(let inner): return try callValue(inner, args, range)
        case .state(let box): return try callValue(box.value, args, range)
        case .unsupported: return v
        case .instance(let i):
            // NB: a value whose type declares `callAsFunction` is called as one (SE-0253).
            guard let overloads = lookupType(i.type)?.methods["callAsFunction"] else { fallthrough }
            return try callMethod(overloads, v, args, range).0
        default: throw error("cannot call a value of type '\(v.typeName)'", range)
        }
    }

    /// Unlabelled arguments given the labels of the initializer of `type` that takes that many:
    /// its own, or the memberwise one's.
    func relabeled(_ args: [Argument], forInitOf type: String) -> [Argument] {
        guard let info = lookupType(type) else { return args }
        let labels: [String?]
        if let i = info.initializers.first(where: { $0.decl.parameters.count == args.count }) {
            labels = i.decl.parameters.map(\.label)
        } else if info.initializers.isEmpty, info.memberwise.count == args.count {
            labels = info.memberwise.map(\.name)
        } else {
            return args
        }
        var out = args
        for k in out.indices { out[k].label = labels[k] }
        return out
    }

    /// Calls a closure; `finalSelf` is given `self` as the closure left it (a button's action
    /// that set a view's `@State`).
    /// Runs a closure; `finalSelf` and `finalFirst` see `self` and the first parameter as it ends
    /// (`reduce(into:)`'s accumulator, which the closure changes in place).
    func callClosure(
        _ c: Closure, _ values: [Value], _ range: SourceRange, finalSelf: (Value) -> Void = { _ in },
        finalFirst: ((Value) -> Void)? = nil
    ) throws -> Value {
        try nested(range, file: c.file, "a closure") {
            let scope = Scope(parent: c.captured)
            // NB: `self` as the scope that made the closure has it now: a closure that runs
            // while its method does (`indices.forEach { cards[$0] = … }` in a mutating method)
            // sees the changes of its earlier calls.
            let before = c.captured.lookup("self") ?? c.selfValue
            if let before { scope.names["self"] = before }
            if c.parameters.isEmpty {
                for (i, v) in values.enumerated() { scope.names["$\(i)"] = v }
                if values.count == 1, case .tuple(let items) = values[0] {
                    for (i, item) in items.enumerated() { scope.names["$0.\(i)"] = item.value }
                    // NB: `zip(a, b).map { "\($0)\($1)" }`: a closure naming `$1` takes the pair apart.
                    if c.anonymousArguments > 1 {
                        for (i, item) in items.enumerated() { scope.names["$\(i)"] = item.value }
                    }
                }
            } else if c.parameters.count > 1, values.count == 1, case .tuple(let items) = values[0] {
                for (name, item) in zip(c.parameters, items) { scope.names[name] = item.value }
            } else {
                for (name, v) in zip(c.parameters, values) where name != "_" {
                    scope.names[name] = v
                    // NB: `ForEach($players) { $player in ... }` names the binding and its value.
                    guard name.hasPrefix("$") else { continue }
                    scope.names[String(name.dropFirst())] = unbound(v)
                    switch v {
                    case .binding, .state: break
                    default: scope.names[name] = .binding(v)
                    }
                }
            }
            let result = try returnValue(of: c.statements, scope, range: c.range, builds: c.builds)
            if case .instance(let after)? = scope.names["self"], case .instance(let was)? = before,
                !after.isReference, !after.isUnchangedCopy(of: was)
            {
                _ = c.captured.assign("self", .instance(after))
            }
            if let me = scope.lookup("self") { finalSelf(me) }
            if let finalFirst, let first = scope.names[c.parameters.first ?? "$0"] { finalFirst(unbound(first)) }
            return result
        }
    }

    /// Calls `receiver.name(args)`; the second value is the receiver after a `mutating` method.
    func callMember(_ receiver: Value, _ name: String, _ args: [Argument], _ range: SourceRange) throws -> (
        Value, Value?
    ) {
        switch receiver {
        case .void:
            if functions[name] == nil, Self.isOperator(name), args.count == 2 {
                if name == "&&" || name == "||" {
                    let (x, y) = (try truth(args[0].value, range), try truth(args[1].value, range))
                    return (.bool(name == "&&" ? x && y : x || y), nil)
                }
                return (try binary(name, args[0].value, args[1].value, range), nil)
            }
            guard let overloads = functions[name] else { throw error("cannot find '\(name)' in scope", range) }
            return (try callFunction(overloads, self: nil, args, range), nil)
        case .type(let t):
            if name == "init" { return (try construct(t, args, range), nil) }
            if let info = lookupType(t) ?? extensions[t] {
                if let overloads = info.staticMethods[name] {
                    return (try callFunction(overloads, self: .type(t), args, range), nil)
                }
                if info.kind == .enumType, let c = info.cases.first(where: { $0.name == name }) {
                    return (try enumCase(info, c, args, range), nil)
                }
            }
            if let nested = nestedType(t, name) { return (try construct(nested, args, range), nil) }
            if name == "entity", args.isEmpty,
                entities.contains(t) || lookupType(t)?.inheritsManagedObject == true
                    || lookupType(t) == nil
            {
                // NB: `Book.entity()`: the entity's description, which the stand-in does not hold.
                return (.unsupported("NSEntityDescription"), nil)
            }
            if name == "_printChanges", args.isEmpty, lookupType(t)?.isView == true {
                // NB: `let _ = Self._printChanges()` logs why a body ran, to a console previews lack.
                return (.void, nil)
            }
            if lookupType(t) != nil { throw error("type '\(t)' has no member '\(name)'", range) }
            return (try vocabulary.staticCall(t, name, args, self, range), nil)
        case .instance(let i):
            if lookupType(i.type) == nil, Self.foundationObjects.contains(i.type) {
                if let overloads = extensions[i.type]?.methods[name] {
                    return try callMethod(overloads, receiver, args, range)
                }
                if let v = try foundationCall(receiver, name, args, range) { return (v, nil) }
            }
            if lookupType(i.type) == nil, Self.coreDataObjects.contains(i.type),
                let v = try coreDataCall(receiver, name, args, range)
            {
                return (v, nil)
            }
            guard let overloads = lookupType(i.type)?.methods[name] else {
                // NB: a static method called unqualified (`var model = createMemoryGame()`).
                if let overloads = lookupType(i.type)?.staticMethods[name] {
                    return (try callFunction(overloads, self: .type(i.type), args, range), nil)
                }
                if let c = lookupType(i.type)?.computed[name] {
                    return (try callValue(try computed(c, self: receiver, range), args, range), nil)
                }
                if let field = i.field(name) { return (try callValue(field, args, range), nil) }
                // NB: a modifier on a view of the file's own: on what its body draws.
                if let info = lookupType(i.type), info.isView || info.isShape || Self.drawnElsewhere(info) != nil,
                    let node = try asView(receiver, range)
                {
                    return try callMember(.view(node), name, args, range)
                }
                throw error("value of type '\(i.type)' has no member '\(name)'", range)
            }
            return try callMethod(overloads, receiver, args, range)
        case .enumCase(let e):
            guard let overloads = lookupType(e.type)?.methods[name] else {
                throw error("value of type '\(e.type)' has no member '\(name)'", range)
            }
            return try callMethod(overloads, receiver, args, range)
        case .binding where name == "animation" || name == "transaction",
            .state where name == "animation" || name == "transaction":
            // NB: `$on.animation()`: the same binding, whose changes SwiftUI would animate.
            return (receiver, nil)
        case .binding(let inner):
            return try callMember(inner, name, args, range)
        case .state(let box):
            return try callMember(box.value, name, args, range)
        case .unsupported, .null:
            // NB: a modifier on a nil optional view (`Text(optional: nil).font(.title)`) is nil too.
            return (receiver, nil)
        default:
            // NB: `rounded(toPlaces:)` of an extension leaves the standard `rounded()` and
            // `rounded(.up)` to the standard library.
            if let ext = extensionFor(receiver), let overloads = ext.methods[name],
                !StandardMembers.has(name, of: receiver)
                    || overloads.contains(where: { Self.fits($0.decl.parameters, args) })
            {
                return try callMethod(overloads, receiver, args, range)
            }
            if case .view(let node) = receiver {
                // NB: a modifier on a Group, a ForEach or several views applies to each of them.
                if let g = node.kind as? GroupKind, name != "tag" {
                    let each = try node.children.map { child -> ViewNode in
                        let v = try callMember(.view(child), name, args, range).0
                        return try asView(v, range) ?? .empty
                    }
                    return (.view(ViewNode(g, each)), nil)
                }
                return (try vocabulary.apply(node, name, args, self, range), nil)
            }
            if case .color(let p) = receiver, name != "opacity" {
                return (try vocabulary.apply(.color(p), name, args, self, range), nil)
            }
            if case .implicitMember = receiver {
                return (try vocabulary.implicitCall(receiver, name, args, self, range), nil)
            }
            if let v = try foundationCall(receiver, name, args, range) { return (v, nil) }
            return (try SwiftValues.call(receiver, name, args, self, range), nil)
        }
    }

    func callMethod(_ overloads: [Located<FunctionDecl>], _ receiver: Value, _ args: [Argument], _ range: SourceRange)
        throws -> (Value, Value?)
    {
        var changed: Value?
        let result = try callFunction(overloads, self: receiver, args, range) { changed = $0 }
        // NB: a view's `@State` is set through a nonmutating setter: its methods change it.
        // NB: a class's methods change the object itself, which its holders share: none is assigned.
        if case .instance(let i) = unbound(receiver), i.isReference { return (result, nil) }
        let mutating =
            overloads.contains { $0.decl.modifiers.has("mutating") }
            || (lookupType(Self.typeOf(receiver)).map(\.hasState) ?? false)
        return (result, mutating ? changed : nil)
    }

    /// Calls the overload whose labels fit the arguments.
    /// `owned`, when given, is `self` moved into the call (and back into it after, also on an
    /// error): the call's scope then holds the only reference to it.
    func callFunction(
        _ overloads: [Located<FunctionDecl>], self receiver: Value?, _ args: [Argument], _ range: SourceRange,
        owned: Held? = nil, finalSelf: (Value) -> Void = { _ in }
    ) throws -> Value {
        var firstError: EvalError?
        let context = returnContext
        returnContext = nil
        for f in overloads
        where f.decl.parameters.count >= args.count || f.decl.parameters.contains(where: \.isVariadic) {
            let scope = Scope(parent: nil)
            // NB: `func decode<T: Decodable>(_ file: String) -> T` called as `let a: [Item] = decode(…)`:
            // `T` is the declared type.
            if let context, case .identifier(let g, let none)? = f.decl.returnType, none.isEmpty,
                f.decl.genericParameters.contains(where: { $0.name == g }),
                !f.decl.parameters.contains(where: { Self.mentions($0.type, g) })
            {
                scope.names[g] = .type(context.description)
            }
            if let owned {
                scope.names["self"] = owned.value
                owned.value = .void
            } else if let receiver {
                scope.names["self"] = receiver
            }
            defer {
                if let owned, let me = scope.names.updateValue(.void, forKey: "self") { owned.value = me }
            }
            let inouts: [(local: String, writeBack: (Value) throws -> Void)]
            do {
                // NB: a default value may call the function itself (`func f(_ x: Int = f())`).
                inouts = try nested(range, file: f.file, "'\(f.decl.name)'") {
                    try bind(f.decl.parameters, args, into: scope, range: range, file: f.file)
                }
            } catch let e as EvalError {
                firstError = firstError ?? e
                continue
            }
            let builds = Self.returnsView(f.decl.returnType) || f.decl.modifiers.hasAttribute("ViewBuilder")
            let result = try nested(range, file: f.file, "'\(f.decl.name)'") {
                try returnValue(
                    of: f.decl.body ?? [], scope, range: f.decl.range, builds: builds,
                    plain: !builds && isPlainValue(f.decl.returnType))
            }
            if owned == nil, let me = scope.names["self"] { finalSelf(me) }
            for (local, writeBack) in inouts { try writeBack(scope.names[local] ?? .void) }
            return try f.decl.returnType.map { try coerce(result, to: $0, range) } ?? result
        }
        if let firstError { throw firstError }
        let name = overloads.first?.decl.name ?? "function"
        throw error("extra arguments in call to '\(name)'", range)
    }

    /// Whether a parameter's type names the generic parameter `g` (`T`, `[T]`, `T.Type`).
    static func mentions(_ type: TypeSyntax?, _ g: String) -> Bool {
        guard let type else { return false }
        let text = type.description
        return text == g || text.contains("[\(g)") || text.contains("<\(g)") || text.hasPrefix(g + ".")
            || text.hasPrefix(g + "?")
    }

    /// Matches arguments to parameters by label, in order, filling defaults. Gives the `inout`
    /// parameters given `&x`, each with what stores its final value back.
    @discardableResult
    func bind(_ parameters: [FunctionParameter], _ args: [Argument], into scope: Scope, range: SourceRange, file: Int)
        throws -> [(local: String, writeBack: (Value) throws -> Void)]
    {
        var inouts: [(local: String, writeBack: (Value) throws -> Void)] = []
        var i = 0
        for p in parameters {
            let local = p.localName ?? "_"
            if p.isVariadic {
                var rest: [Value] = []
                while i < args.count, rest.isEmpty ? args[i].label == p.label : args[i].label == nil {
                    rest.append(args[i].value)
                    i += 1
                }
                scope.names[local] = .array(rest)
                continue
            }
            if i < args.count,
                args[i].label == p.label || (args[i].trailing && args[i].label == nil && Self.takesClosure(p.type))
            {
                var type = p.type
                if case .identifier("Self", let none) = type, none.isEmpty, let me = scope.names["self"] {
                    // NB: `to other: Self` in a protocol's default: the receiver's type (`.km` is its case).
                    type = .identifier(Self.typeOf(me), genericArguments: [])
                } else if case .identifier(let g, let none) = type, none.isEmpty,
                    case .instance(let me)? = scope.names["self"], let known = me.generics[g]
                {
                    type = .identifier(known, genericArguments: [])
                }
                do {
                    var value = try coerce(args[i].value, to: type, args[i].range)
                    if case .closure(var c) = value, p.attributes.contains(where: { $0.name == "ViewBuilder" }) {
                        c.builds = true
                        value = .closure(c)
                    }
                    scope.names[local] = value
                } catch var e as EvalError where e.range == args[i].range {
                    // NB: the argument was written by the caller, in the caller's file.
                    e.file = callers.last ?? e.file
                    throw e
                }
                if case .attributed("inout", _) = p.type, let writeBack = args[i].writeBack {
                    inouts.append((local, writeBack))
                }
                i += 1
            } else if let d = p.defaultValue {
                let saved = self.file
                self.file = file
                defer { self.file = saved }
                scope.names[local] = try coerce(try eval(d, scope), to: p.type, d.range)
            } else if i < args.count {
                let have = args[i].label.map { "'\($0):'" } ?? "no label"
                let want = p.label.map { "'\($0):'" } ?? "no label"
                var e = error("incorrect argument label in call (have \(have), expected \(want))", args[i].range)
                e.file = callers.last ?? e.file
                throw e
            } else {
                throw error("missing argument for parameter '\(p.label ?? local)' in call", range)
            }
        }
        if i < args.count {
            var e = error("extra argument\(args[i].label.map { " '\($0)'" } ?? "") in call", args[i].range)
            e.file = callers.last ?? e.file
            throw e
        }
        return inouts
    }

    // MARK: Types

    /// `Name(args)`: a declared struct's initializer (custom, or memberwise), an enum's
    /// `init(rawValue:)`, a built-in type extended by the file, or SwiftUI's own.
    func construct(_ name: String, _ args: [Argument], _ range: SourceRange, skipExtensionInits: Bool = false) throws
        -> Value
    {
        if types[name] == nil, let target = aliasTarget(name) {
            // NB: `Items()` for `typealias Items = [Item]`, `Money(3)` for `typealias Money = Double`.
            if case .dictionary = target, args.isEmpty { return .array([]) }
            let real = Self.baseName(target)
            if real != name { return try construct(real, args, range) }
        }
        if args.count == 1, args[0].label == "context", let object = try coreDataInit(name, args, range) {
            return object
        }
        if let info = lookupType(name) {
            let made = try nested(range, file: file, "'\(name)'") {
                try constructDeclared(info, args, range)
            }
            return stateRoot == nil ? made : adoptRoot(made, info)
        }
        if !skipExtensionInits, let ext = extensions[name], !ext.initializers.isEmpty {
            let labels = args.map(\.label)
            for i in ext.initializers
            where i.decl.parameters.map(\.label) == labels || Self.fits(i.decl.parameters, args) {
                return try nested(range, file: i.file, "'\(name).init'") {
                    let scope = Scope(parent: nil)
                    scope.names["self"] = .type(name)
                    try bind(i.decl.parameters, args, into: scope, range: range, file: i.file)
                    if case .returned(let v) = try exec(i.decl.body ?? [], scope, builder: nil), v.isNull {
                        return .null
                    }
                    let me = scope.names["self"] ?? .null
                    if case .type = me { return .null }
                    return me
                }
            }
        }
        if let v = try foundationInit(name, args, range) { return v }
        if Self.coreDataObjects.contains(name), let v = try coreDataInit(name, args, range) { return v }
        if functions[name] == nil, ["fatalError", "preconditionFailure"].contains(name) {
            // NB: Swift's run time stops the app here; the preview that reached it fails, saying why.
            let message = args.first.map { describe(unbound($0.value)) } ?? ""
            throw error("Fatal error" + (message.isEmpty ? "" : ": " + message), range)
        }
        if let v = try vocabulary.construct(name, args, self, range) { return v }
        if vocabulary.isPlaceholder(name) {
            return try placeholder(name, args, range)
        }
        throw error("cannot find '\(name)' in scope", range)
    }

    /// Whether a trailing closure can fill a parameter of this type: a function, however wrapped.
    static func takesClosure(_ type: TypeSyntax) -> Bool {
        switch type {
        case .function: return true
        case .attributed(_, let t), .optional(let t), .implicitlyUnwrappedOptional(let t): return takesClosure(t)
        default: return false
        }
    }

    static func fits(_ parameters: [FunctionParameter], _ args: [Argument]) -> Bool {
        var i = 0
        for p in parameters {
            if i < args.count,
                args[i].label == p.label || (args[i].trailing && args[i].label == nil && takesClosure(p.type))
            {
                i += 1
            } else if p.defaultValue == nil {
                return false
            }
        }
        return i == args.count
    }

    /// A SwiftUI API outside the subset: a labelled box, holding what its closure builds.
    func placeholder(_ name: String, _ args: [Argument], _ range: SourceRange) throws -> Value {
        let box = placeholderView(name, range)
        var content: [ViewNode] = []
        for a in args {
            if case .closure(let c) = a.value, c.parameters.isEmpty {
                if case .view(let v) = try callClosure(c, [], range) { content.append(v) }
            }
        }
        guard case .view = box, !content.isEmpty else { return box }
        return .view(ViewNode(PlaceholderKind(name, holdsContent: true), [.vstack(content)]))
    }

    func constructDeclared(_ info: TypeInfo, _ args: [Argument], _ range: SourceRange) throws -> Value {
        if info.kind == .protocolType {
            throw error("'any \(info.name)' cannot be constructed because it has no accessible initializers", range)
        }
        if info.kind == .enumType {
            if args.count == 1, args[0].label == "rawValue" {
                for c in info.cases {
                    let e = EnumValue(type: info.name, name: c.name)
                    if try equal(try rawValue(e, info, range), args[0].value, range) { return .enumCase(e) }
                }
                return .null
            }
            if let i = info.initializers.first(where: { Self.fits($0.decl.parameters, args) }) {
                return try runInitializer(i, info, args, range)
            }
            throw error("no initializer of '\(info.name)' takes these arguments", range)
        }
        var firstError: EvalError?
        for i in info.initializers where Self.fits(i.decl.parameters, args) {
            do {
                return try runInitializer(i, info, args, range)
            } catch let e as EvalError {
                firstError = firstError ?? e
            }
        }
        if let firstError { throw firstError }
        // NB: Swift drops the memberwise initializer when the struct body declares one.
        let ownInits = info.initializers.filter { i in
            info.range.map { i.decl.range.start >= $0.start && i.decl.range.end <= $0.end } ?? true
        }
        if !ownInits.isEmpty && !info.initializers.isEmpty {
            let expected = ownInits.map { $0.decl.fullName }.joined(separator: ", ")
            throw error("no initializer of '\(info.name)' takes these arguments; it has \(expected)", range)
        }
        return try memberwise(info, args, range)
    }

    func defaults(_ info: TypeInfo) throws -> Instance {
        var instance = Instance(type: info.name, fields: [:], isReference: info.isClass)
        for s in info.stored where !s.isStatic {
            if let initial = s.initializer {
                let saved = file
                file = s.file
                defer { file = saved }
                let scope = Scope(parent: nil)
                scope.names["self"] = .instance(instance)
                let v = try evalDeclared(initial, s.type, scope)
                // NB: the scope's copy let go first: held, it made each field's store copy every
                // field before it (a struct of 20 000 properties took seconds).
                scope.names.removeAll()
                instance.fields[s.name] = v
            } else if let wrapper = s.wrapper, TypeInfo.fromEnvironment.contains(wrapper) {
                // NB: an `@EnvironmentObject` nobody provided stays unset: reading it is the error.
                instance.fields[s.name] = environmentValue(wrapper, s)
            } else if case .optional = s.type {
                if !s.isLet { instance.fields[s.name] = .null }
            }
        }
        return instance
    }

    /// What the environment gives a preview (the vocabulary's `environment`: light mode, a
    /// compact width, the default text size); `@FocusState` starts false; anything else is a stand-in.
    func environmentValue(_ wrapper: String, _ s: TypeInfo.Stored) -> Value? {
        if wrapper == "FocusState" { return .bool(false) }
        if wrapper == "EnvironmentObject" {
            return s.type.map(Self.baseName).flatMap(environmentObject).map(Value.instance)
        }
        if wrapper == "FetchRequest" {
            // NB: a mistake in its arguments leaves the results empty, as a failed fetch does, and says why.
            do {
                return try fetchRequestResults(s)
            } catch let e as EvalError {
                warn("the fetch request's results are empty: \(e.message)", s.range, file: s.file)
            } catch {
                warn("the fetch request's results are empty: its arguments threw an error", s.range, file: s.file)
            }
            return .array([])
        }
        if ["SectionedFetchRequest", "Query"].contains(wrapper) {
            // NB: a preview has no store to fetch from: the results are empty, and it says so.
            warn("'@\(wrapper)' is not supported yet; its results are empty", s.range, file: s.file)
            return .array([])
        }
        guard wrapper == "Environment", let range = s.wrapperArgument, files.indices.contains(s.file) else {
            return .unsupported(wrapper)
        }
        let argument = files[s.file].text(of: range)
        if let type = observableType(s) {
            // NB: `@Environment(Model.self)`: an `@Observable` object `.environment(model)` gave.
            return environmentObject(type).map(Value.instance)
        }
        let key = (argument.split(separator: ".").last.map(String.init) ?? "").filter { $0.isLetter }
        if key == "managedObjectContext" { return environmentValue(key: key) ?? Self.context() }
        return environmentValue(key: key) ?? vocabulary.environment[key]?.value() ?? .unsupported(wrapper)
    }

    /// `Model` of `@Environment(Model.self) var model`.
    func observableType(_ s: TypeInfo.Stored) -> String? {
        guard s.wrapper == "Environment", let range = s.wrapperArgument, files.indices.contains(s.file) else {
            return nil
        }
        let argument = files[s.file].text(of: range).filter { !$0.isWhitespace && $0 != "(" && $0 != ")" }
        guard argument.hasSuffix(".self") else { return nil }
        return String(argument.dropLast(5))
    }

    func memberwise(_ info: TypeInfo, _ args: [Argument], _ range: SourceRange) throws -> Value {
        var instance = try defaults(info)
        var i = 0
        for s in info.memberwise {
            if i < args.count,
                args[i].label == s.name
                    || (args[i].trailing && args[i].label == nil && s.type.map(Self.takesClosure) != false)
            {
                var v = args[i].value
                if s.wrapper == "Binding" { v = Self.bindingStorage(v) }
                if let t = s.type { v = try coerce(v, to: t, args[i].range) }
                if s.wrapper == "Binding" { v = Self.bindingStorage(v) }
                instance.fields[s.name] = v
                i += 1
            } else if instance.fields[s.name] == nil {
                if i < args.count {
                    let have = args[i].label.map { "'\($0):'" } ?? "no label"
                    throw error(
                        "incorrect argument label in call to '\(info.name)' (have \(have), expected '\(s.name):')",
                        args[i].range)
                }
                throw error("missing argument for parameter '\(s.name)' in call to '\(info.name)'", range)
            }
        }
        if i < args.count {
            throw error(
                "extra argument\(args[i].label.map { " '\($0)'" } ?? "") in call to '\(info.name)'", args[i].range)
        }
        inferGenerics(info, &instance)
        return .instance(instance)
    }

    /// Runs an initializer of `info`; `given` is the `self` it works on when a subclass's
    /// `super.init(…)` runs it (else a new instance with the defaults).
    func runInitializer(
        _ i: Located<InitializerDecl>, _ info: TypeInfo, _ args: [Argument], _ range: SourceRange,
        self given: Value? = nil
    ) throws -> Value {
        try nested(range, file: i.file, "'\(info.name).init'") {
            initializing += 1
            defer { initializing -= 1 }
            let scope = Scope(parent: nil)
            scope.names["self"] =
                try given ?? (info.kind == .enumType ? .type(info.name) : .instance(try defaults(info)))
            if !info.genericParameters.isEmpty, case .instance(var me)? = scope.names["self"] {
                // NB: known before the defaults are worked out: `init(from: U = U.base, to: U)`.
                inferGenerics(info, from: i.decl.parameters, args, &me)
                scope.names["self"] = .instance(me)
            }
            try bind(i.decl.parameters, args, into: scope, range: range, file: i.file)
            if case .returned(let v) = try exec(i.decl.body ?? [], scope, builder: nil), v.isNull { return .null }
            guard var me = scope.names["self"] else { return .null }
            if case .instance(var instance) = me {
                inferGenerics(info, &instance)
                me = .instance(instance)
            }
            if case .type = me { throw error("'self' used before 'self.init' call or assignment to 'self'", range) }
            return me
        }
    }

    /// What a `@Binding` holds of the binding it is given: for `.constant(Game())` the game
    /// itself, for a binding a function passed on the storage it reaches.
    static func bindingStorage(_ v: Value) -> Value {
        switch v {
        case .implicitMember("constant", let given?) where given.count == 1: return given[0].value
        case .binding(.state(let box)): return .state(box)
        default: return v
        }
    }

    /// Learns what `T` stands for from an initializer's arguments given to parameters typed `T`
    /// (by label, or in order when none has one).
    func inferGenerics(_ info: TypeInfo, from parameters: [FunctionParameter], _ args: [Argument], _ me: inout Instance)
    {
        let unlabelled = args.allSatisfy { $0.label == nil } && parameters.allSatisfy { $0.label == nil }
        for (k, p) in parameters.enumerated() {
            guard case .identifier(let name, let none) = p.type, none.isEmpty, info.genericParameters.contains(name),
                let arg = unlabelled
                    ? (args.indices.contains(k) ? args[k] : nil)
                    : args.first(where: { $0.label == p.label && p.label != nil })
            else { continue }
            let v = unbound(arg.value)
            if !v.isImplicitMember { me.generics[name] = Self.typeOf(v) }
        }
    }

    /// Learns what `T` stands for from the values of properties typed `T`, `Binding<T>`, `[T]`,
    /// or `Box<T>` holding a `Box` whose own parameter is known.
    func inferGenerics(_ info: TypeInfo, _ instance: inout Instance) {
        guard !info.genericParameters.isEmpty else { return }
        for s in info.stored where !s.isStatic {
            guard let type = s.type, let value = instance.field(s.name) else { continue }
            var t = type
            var v = unbound(value)
            if case .identifier(let outer, let arguments) = t, outer != "Binding", case .instance(let inner) = v,
                let innerInfo = lookupType(inner.type)
            {
                for (k, argument) in arguments.enumerated() where k < innerInfo.genericParameters.count {
                    guard case .identifier(let name, _) = argument, info.genericParameters.contains(name),
                        let known = inner.generics[innerInfo.genericParameters[k]]
                    else { continue }
                    instance.generics[name] = known
                }
            }
            if case .identifier("Binding", let arguments) = t, let inner = arguments.first { t = inner }
            if case .array(let element) = t, case .array(let items) = v, let first = items.first {
                t = element
                v = first
            }
            // NB: `to: .miles` says nothing of its type: a value that does decides.
            if case .identifier(let name, _) = t, info.genericParameters.contains(name), !v.isImplicitMember {
                instance.generics[name] = Self.typeOf(v)
            }
        }
        // NB: …and makes `.miles` a case of it, as Swift's inference would have.
        for s in info.stored where !s.isStatic && s.wrapper == nil {
            guard case .identifier(let name, let none)? = s.type, none.isEmpty, let known = instance.generics[name],
                let v = instance.fields[s.name], v.isImplicitMember,
                let typed = try? coerce(v, to: .identifier(known, genericArguments: []), s.range)
            else { continue }
            instance.fields[s.name] = typed
        }
    }
}
