import SwiftLesson

/// Core Data as a preview uses it, in memory: an `NSPersistentContainer` whose `viewContext`
/// holds the objects the program inserts (`Book(context: moc)`), `save()` that keeps them (there
/// is no disk), `delete(_:)`, and `@FetchRequest` results: the objects of its entity in the
/// context of `.environment(\.managedObjectContext, …)`, sorted by its sort descriptors and kept
/// by a simple predicate (`"genre == %@"`). An entity Xcode generates from the data model is in
/// no `.swift` file: such an object takes any attribute, and one never set reads nil.
extension Interpreter {
    static let coreDataObjects: Set<String> = [
        "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext",
        "NSPersistentStoreDescription", "NSSortDescriptor", "SortDescriptor", "NSPredicate", "FetchRequest",
    ]

    /// Core Data's merge policies: settings an in-memory store with one context never uses.
    static let coreDataConstants: Set<String> = [
        "NSMergeByPropertyObjectTrumpMergePolicy", "NSMergeByPropertyStoreTrumpMergePolicy", "NSOverwriteMergePolicy",
        "NSRollbackMergePolicy", "NSErrorMergePolicy",
    ]

    static func context() -> Value {
        .instance(Instance(type: "NSManagedObjectContext", fields: ["objects": .array([])], isReference: true))
    }

    /// `NSPersistentContainer(name:)`, `NSManagedObjectContext(concurrencyType:)`, `Book(context:)`,
    /// the sort descriptors; nil for any other call.
    func coreDataInit(_ name: String, _ args: [Argument], _ range: SourceRange) throws -> Value? {
        switch name {
        case "NSPersistentContainer", "NSPersistentCloudKitContainer":
            guard args.labeled("name") != nil else { return nil }
            let description = Instance(type: "NSPersistentStoreDescription", fields: ["url": .null], isReference: true)
            return .instance(
                Instance(
                    type: name,
                    fields: [
                        "viewContext": Self.context(), "persistentStoreDescriptions": .array([.instance(description)]),
                    ], isReference: true))
        case "NSManagedObjectContext": return Self.context()
        case "FetchRequest":
            // NB: a fetch request made in code (`FetchRequest<T>(entity: T.entity(), …)`) for a
            // generic entity: which entity it fetches is not known here.
            warn("'FetchRequest' made in code is not supported yet; its results are empty", range)
            return .instance(Instance(type: "FetchRequest", fields: ["wrappedValue": .array([])]))
        case "NSSortDescriptor", "SortDescriptor":
            let path = args.labeled("keyPath") ?? args.first { $0.label == nil }
            var key: String?
            if case .keyPath(let parts)? = path.map({ unbound($0.value) }) { key = parts.last }
            if case .string(let k)? = args.labeled("key").map({ unbound($0.value) }) { key = k }
            guard let key else { return nil }
            var ascending = true
            if case .bool(let b)? = args.labeled("ascending").map({ unbound($0.value) }) { ascending = b }
            if case .implicitMember("reverse", _)? = args.labeled("order").map({ unbound($0.value) }) {
                ascending = false
            }
            return .instance(
                Instance(type: "NSSortDescriptor", fields: ["key": .string(key), "ascending": .bool(ascending)]))
        case "NSPredicate":
            guard case .string(let format)? = args.labeled("format").map({ unbound($0.value) }) else { return nil }
            let rest = args.filter { $0.label == nil }.map { unbound($0.value) }
            return .instance(
                Instance(type: "NSPredicate", fields: ["format": .string(format), "arguments": .array(rest)]))
        default:
            // NB: `Book(context: moc)`: a new object of an entity, inserted in the context.
            guard args.count == 1, args[0].label == "context", case .instance(var context) = unbound(args[0].value),
                context.type == "NSManagedObjectContext"
            else { return nil }
            let object: Instance
            if let info = lookupType(name) {
                var made = try defaults(info)
                // NB: an `@NSManaged` scalar never set reads 0 (or false), as Core Data's do.
                for s in info.stored where s.wrapper == "NSManaged" && made.fields[s.name] == nil {
                    switch s.type.map(Self.baseName) {
                    case "Int", "Int16", "Int32", "Int64": made.fields[s.name] = .int(0)
                    case "Double", "Float", "CGFloat", "Decimal": made.fields[s.name] = .double(0)
                    case "Bool": made.fields[s.name] = .bool(false)
                    default: continue
                    }
                }
                object = made
            } else {
                entities.insert(name)
                var fields: [String: Value] = [:]
                for a in dataModel?.entities[name] ?? [] { fields[a.name] = DataModel.initialValue(a) }
                object = Instance(type: name, fields: fields, isReference: true)
            }
            if case .array(var objects)? = context.fields["objects"] {
                try charge(elements: 1, range)
                objects.append(.instance(object))
                context.fields["objects"] = .array(objects)
            }
            return .instance(object)
        }
    }

    /// A method of a Core Data stand-in; nil when it is not one.
    func coreDataCall(_ receiver: Value, _ name: String, _ args: [Argument], _ range: SourceRange) throws -> Value? {
        guard case .instance(var object) = unbound(receiver) else { return nil }
        switch (object.type, name) {
        case ("NSPersistentContainer", "loadPersistentStores"),
            ("NSPersistentCloudKitContainer", "loadPersistentStores"):
            // NB: an in-memory store always loads: the handler is told so, with no error.
            guard let handler = args.last else { return .void }
            let description =
                (object.field("persistentStoreDescriptions").flatMap { v -> Value? in
                    if case .array(let items) = v { return items.first }
                    return nil
                }) ?? .null
            _ = try callValue(
                handler.value,
                [
                    Argument(label: nil, value: description, range: range),
                    Argument(label: nil, value: .null, range: range),
                ], range)
            return .void
        case ("NSManagedObjectContext", "save"), ("NSManagedObjectContext", "rollback"),
            ("NSManagedObjectContext", "refreshAllObjects"):
            return .void
        case ("NSManagedObjectContext", "delete"):
            guard case .instance(let gone)? = args.first.map({ unbound($0.value) }),
                case .array(let objects)? = object.fields["objects"]
            else { return .void }
            object.fields["objects"] = .array(
                objects.filter { if case .instance(let o) = $0 { !o.isSameObject(as: gone) } else { true } })
            return .void
        case ("NSManagedObjectContext", "fetch"):
            guard case .instance(let request)? = args.first.map({ unbound($0.value) }),
                case .string(let entity)? = request.field("entity")
            else { return .array([]) }
            return try fetch(
                entity, from: .instance(object), sort: request.field("sortDescriptors"),
                predicate: request.field("predicate"), range)
        default: return nil
        }
    }

    /// `@FetchRequest(sortDescriptors: […], predicate: …) var books: FetchedResults<Book>`: the
    /// context's objects of that entity, as the attribute's arguments sort and keep them.
    func fetchRequestResults(_ s: TypeInfo.Stored) throws -> Value {
        guard case .identifier(_, let generics)? = s.type, let entityType = generics.first else { return .array([]) }
        let entity = Self.baseName(entityType)
        let context = environmentValue(key: "managedObjectContext") ?? Self.context()
        var sort: Value?
        var predicate: Value?
        if let range = s.wrapperArgument, files.indices.contains(s.file) {
            let written = files[s.file].text(of: range)
            let text = "FetchRequest" + (written.hasPrefix("(") ? written : "(" + written + ")")
            if let call = Parser.parseExpression(SourceFile(path: files[s.file].path, text: text)).expression,
                case .functionCall(let c) = call.kind
            {
                for argument in c.arguments where argument.label == "sortDescriptors" || argument.label == "predicate" {
                    // NB: parsed anew, so its places are not the file's: a mistake in it names no place.
                    let value = try eval(argument.expression, Scope(parent: nil))
                    if argument.label == "predicate" { predicate = value } else { sort = value }
                }
            }
        }
        return try fetch(entity, from: context, sort: sort, predicate: predicate, s.range)
    }

    func fetch(_ entity: String, from context: Value, sort: Value?, predicate: Value?, _ range: SourceRange) throws
        -> Value
    {
        guard case .instance(let c) = unbound(context), case .array(let objects)? = c.field("objects") else {
            return .array([])
        }
        var found = objects.filter { if case .instance(let o) = $0 { o.type == entity } else { false } }
        if case .instance(let p)? = predicate.map(unbound), case .string(let format)? = p.field("format") {
            found = try found.filter { try holds(format, p.field("arguments"), $0, range) }
        }
        if case .array(let descriptors)? = sort.map(unbound) {
            var failure: EvalError?
            found.sort { a, b in
                for case .instance(let d) in descriptors {
                    guard case .string(let key)? = d.field("key") else { continue }
                    let ascending =
                        d.field("ascending").map { if case .bool(false) = $0 { false } else { true } } ?? true
                    let x = attribute(a, key)
                    let y = attribute(b, key)
                    if x.isNull != y.isNull { return ascending ? x.isNull : y.isNull }
                    do {
                        let order = try compare(x, y, range)
                        if order != 0 { return ascending ? order < 0 : order > 0 }
                    } catch let e as EvalError {
                        failure = failure ?? e
                    } catch {}
                }
                return false
            }
            if let failure { throw failure }
        }
        return .array(found)
    }

    func attribute(_ object: Value, _ key: String) -> Value {
        guard case .instance(let o) = unbound(object) else { return .null }
        return o.field(key) ?? .null
    }

    /// A predicate of one comparison, `key == %@` (`==`, `!=`, `<`, `>`, `<=`, `>=`, `BEGINSWITH`,
    /// `CONTAINS`, `[c]` for any case): whether the object meets it. Another format keeps all.
    func holds(_ format: String, _ arguments: Value?, _ object: Value, _ range: SourceRange) throws -> Bool {
        let words = format.split(separator: " ").map(String.init)
        guard words.count == 3 else {
            warn("the predicate '\(format)' is not supported yet; every object is kept", range)
            return true
        }
        var wanted: Value
        if words[2] == "%@" || words[2] == "%d" || words[2] == "%i" {
            guard case .array(let given)? = arguments, let first = given.first else { return true }
            wanted = first
        } else if words[2].hasPrefix("'") || words[2].hasPrefix("\"") {
            wanted = .string(String(words[2].dropFirst().dropLast()))
        } else if let n = Int(words[2]) {
            wanted = .int(n)
        } else {
            return true
        }
        var have = attribute(object, words[0])
        var op = words[1].uppercased()
        let anyCase = op.hasSuffix("[C]") || op.hasSuffix("[CD]")
        if let bracket = op.firstIndex(of: "[") { op = String(op[..<bracket]) }
        if anyCase {
            if case .string(let s) = have { have = .string(s.lowercased()) }
            if case .string(let s) = wanted { wanted = .string(s.lowercased()) }
        }
        if have.isNull { return op == "!=" }
        switch op {
        case "==", "=": return try truth(binary("==", have, wanted, range), range)
        case "!=", "<>": return try !truth(binary("==", have, wanted, range), range)
        case "<": return try compare(have, wanted, range) < 0
        case ">": return try compare(have, wanted, range) > 0
        case "<=": return try compare(have, wanted, range) <= 0
        case ">=": return try compare(have, wanted, range) >= 0
        case "BEGINSWITH":
            guard case .string(let a) = have, case .string(let b) = wanted else { return false }
            return a.hasPrefix(b)
        case "CONTAINS":
            guard case .string(let a) = have, case .string(let b) = wanted else { return false }
            return a.contains(b)
        default:
            warn("the predicate '\(format)' is not supported yet; every object is kept", range)
            return true
        }
    }
}
