import SwiftLesson

/// One thing a view put in its content's environment: an object (`.environmentObject(store)`,
/// `.environment(model)`) or a value under a key path's last name (`.environment(\.colorScheme, .dark)`).
enum EnvironmentItem {
    case object(Instance)
    case value(key: String, Value)
}

/// SwiftUI's environment as the subset runs it. A modifier that writes the environment is applied
/// to a view before that view is made: `ContentView().environmentObject(store)` evaluates
/// `store`, puts it in the environment, then makes `ContentView()` and the views its body makes,
/// which read it with `@EnvironmentObject`/`@Environment` as they are made; the environment
/// is as it was once the modified view is made.
///
/// NB: Swift evaluates a call's receiver before its arguments; for these modifiers the arguments
/// come first. They are rarely more than a name or an initializer, so the order is not seen.
extension Interpreter {
    static let environmentModifiers: Set<String> = ["environmentObject", "environment"]

    /// What a call of an environment modifier with these arguments puts in the environment; nil
    /// for any other call of that name (a method of the program's own, say).
    func environmentItem(_ name: String, _ args: [Argument]) -> EnvironmentItem? {
        switch (name, args.count) {
        case ("environmentObject", 1), ("environment", 1):
            guard args[0].label == nil, case .instance(let object) = unbound(args[0].value), object.isReference
            else { return nil }
            return .object(object)
        case ("environment", 2):
            guard args[0].label == nil, case .keyPath(let path) = args[0].value, let key = path.last else {
                return nil
            }
            return .value(key: key, args[1].value)
        default: return nil
        }
    }

    /// `base.environmentObject(x)`: `x` is in the environment while `base` is made and modified.
    func callEnvironmentModifier(
        _ base: Expr, _ name: String, _ args: [Argument], _ scope: Scope, _ at: SourceRange
    ) throws -> Value {
        let item = environmentItem(name, args)
        if let item { environmentStack.append(item) }
        defer { if item != nil { environmentStack.removeLast() } }
        let receiver = try eval(base, scope)
        if case .unsupported = receiver { return receiver }
        return try callMember(receiver, name, args, at).0
    }

    /// The innermost object in the environment that is a `type` (or a subclass of it).
    func environmentObject(_ type: String) -> Instance? {
        let wanted = lookupType(type)
        for case .object(let object) in environmentStack.reversed() {
            var info = lookupType(object.type)
            while let i = info {
                if i === wanted || i.name == type { return object }
                info = i.superclass
            }
        }
        return nil
    }

    /// The innermost value put in the environment under `key`.
    func environmentValue(key: String) -> Value? {
        for case .value(let k, let v) in environmentStack.reversed() where k == key { return v }
        return nil
    }

    /// A view's `@EnvironmentObject` (or `@Environment(Model.self)`) read where no view above it
    /// provided one: SwiftUI stops the preview with this message, so the subset does too, where
    /// the property is read.
    func missingEnvironmentObject(_ instance: Instance, _ name: String, _ range: SourceRange) -> EvalError? {
        guard let info = lookupType(instance.type),
            let s = info.stored.first(where: { $0.name == name && !$0.isStatic }),
            let wrapper = s.wrapper,
            let type = wrapper == "EnvironmentObject" ? s.type.map(Self.baseName) : observableType(s)
        else { return nil }
        let (kind, modifier) =
            wrapper == "EnvironmentObject"
            ? ("ObservableObject", "environmentObject") : ("Observable object", "environment")
        return error(
            "no \(kind) of type \(type) found; a View.\(modifier)(_:) for \(type) may be missing"
                + " as an ancestor of this view", range)
    }

    /// An `ObservableObject`'s `objectWillChange`: its `send()` tells SwiftUI to draw again,
    /// which every run does anyway, so it is a publisher whose calls do nothing.
    func objectWillChange(_ instance: Instance, _ name: String) -> Value? {
        guard name == "objectWillChange", instance.isReference, var info = lookupType(instance.type) else { return nil }
        while !info.inherited.contains("ObservableObject") {
            guard let up = info.superclass else { return nil }
            info = up
        }
        return .unsupported("ObservableObjectPublisher")
    }
}
