import SwiftLesson
import TileTree

/// The `@State` a preview holds while it is drawn: a box for each `@State` of each view it makes
/// and for each `@Previewable @State` of its `#Preview`, filled from the values a session gives
/// (`overrides`, by the boxes' keys). Its root view is the first view with `@State` it makes:
/// the root's states and the `@Previewable` ones are those a session holds as bindings.
final class StateRoot {
    let overrides: [String: StateValue]
    /// The root's type, once the preview has made it.
    var type: String?
    /// The root's and the `@Previewable` states a session can hold, with their values after the overrides.
    var states: [SwiftState] = []
    /// Every box made, in order.
    var boxes: [StateBox] = []
    /// The objects (class instances) the views hold as their models, each once, with the key
    /// its properties are known by (`model` for the root's, so `model.count`).
    var objects: [(key: String, object: Instance)] = []
    /// How many views of each type with `@State` the preview has made: the next one's number.
    var made: [String: Int] = [:]

    init(overrides: [String: StateValue]) { self.overrides = overrides }
}

extension Interpreter {
    /// `made` with a box for each of its `@State` properties, when a preview is being drawn:
    /// filled from the session's values, or the property's own first value.
    func adoptRoot(_ made: Value, _ info: TypeInfo) -> Value {
        guard let root = stateRoot, info.isView, info.hasState || info.holdsModel, case .instance(var me) = made
        else { return made }
        let number = root.made[me.type, default: 0]
        root.made[me.type] = number + 1
        let isRoot = root.type == nil
        if isRoot { root.type = me.type }
        func key(_ name: String) -> (key: String, plain: Bool) {
            let plain = isRoot && !root.states.contains { $0.name == name }
            return (plain ? name : me.type + (number == 0 ? "" : "#\(number)") + "." + name, plain)
        }
        for s in info.stored where TypeInfo.stateWrappers.contains(s.wrapper ?? "") && !s.isStatic {
            guard let held = me.fields[s.name] else { continue }
            let (key, plain) = key(s.name)
            let initializer = s.initializer.map { SourceSpot(file: s.file, range: $0.range) }
            me.fields[s.name] = .state(holdState(key, held, listed: plain, initializer: initializer))
        }
        for s in info.stored where !s.isStatic && TypeInfo.modelWrappers.contains(s.wrapper ?? "") {
            guard let held = me.fields[s.name], case .instance(let object) = unbound(held), object.isReference
            else { continue }
            let (key, plain) = key(s.name)
            holdObject(key, object, listed: plain)
        }
        return .instance(me)
    }

    /// Watches an object a view holds as its model: each of its stored properties a session can
    /// hold is state known as `key.property`, filled from the session's value for it. An object
    /// two views hold (a `@StateObject` handed down as an `@ObservedObject`) is watched once,
    /// under the first view's name.
    func holdObject(_ key: String, _ object: Instance, listed: Bool) {
        guard let root = stateRoot, let info = lookupType(object.type),
            !root.objects.contains(where: { $0.object.isSameObject(as: object) })
        else { return }
        root.objects.append((key, object))
        var shared = object
        for s in info.stored where !s.isStatic {
            guard let held = object.fields[s.name], var state = swiftState(key + "." + s.name, held) else { continue }
            if let given = root.overrides[state.name], Self.sameKind(given, state.value),
                let value = value(of: given, like: held)
            {
                // NB: a reference: every view holding the object sees the session's value.
                shared.fields[s.name] = value
                state.value = given
            }
            if listed { root.states.append(state) }
        }
    }

    /// The states of the watched objects' properties, by name, as they are now.
    func objectStates() -> [String: SwiftState] {
        var states: [String: SwiftState] = [:]
        for (key, object) in stateRoot?.objects ?? [] {
            guard let info = lookupType(object.type) else { continue }
            for s in info.stored where !s.isStatic {
                if let v = object.fields[s.name], let state = swiftState(key + "." + s.name, v) {
                    states[state.name] = state
                }
            }
        }
        return states
    }

    /// A box for the state `key`, holding the session's value for it or `initial`; `listed`
    /// states are among those a session holds as bindings. `initializer` is where `initial` is written.
    func holdState(_ key: String, _ initial: Value, listed: Bool, initializer: SourceSpot? = nil) -> StateBox {
        let box = StateBox(key: key, value: initial)
        guard let root = stateRoot else { return box }
        root.boxes.append(box)
        var state = swiftState(key, initial)
        state?.initializer = initializer
        if let given = root.overrides[key], let current = state, Self.sameKind(given, current.value),
            let value = value(of: given, like: initial)
        {
            box.value = value
            state?.value = given
        }
        if listed, let state { root.states.append(state) }
        return box
    }

    /// A property's value as a session holds it; nil for what it cannot hold (see `keepable`).
    func swiftState(_ name: String, _ value: Value) -> SwiftState? { try? keepable(name, value).get() }

    /// A property's value as a session holds it, or why it cannot: what it never holds (a class,
    /// a view, a date, an enum case with values) or a limit on what it keeps (`StateLimits`).
    func keepable(_ name: String, _ value: Value, depth: Int = 0) -> Result<SwiftState, StateRefusal> {
        guard depth < StateLimits.maxDepth else { return .failure(.tooDeep) }
        switch unbound(value) {
        case .bool(let b): return .success(SwiftState(name: name, type: "Bool", value: .bool(b)))
        case .int(let n): return .success(SwiftState(name: name, type: "Int", value: .int(n)))
        case .double(let d): return .success(SwiftState(name: name, type: "Double", value: .double(d)))
        case .string(let s): return .success(SwiftState(name: name, type: "String", value: .string(s)))
        case .enumCase(let e):
            guard e.associated.isEmpty, let info = lookupType(e.type), info.kind == .enumType,
                info.cases.allSatisfy({ $0.associated == nil })
            else { return .failure(.unsupported) }
            return .success(SwiftState(name: name, type: qualifiedName(info), value: .enumCase(e.name)))
        case .array(let items):
            guard items.count <= StateLimits.maxElements else { return .failure(.tooManyElements(items.count)) }
            var values: [StateValue] = []
            values.reserveCapacity(items.count)
            var element = "Any"
            for item in items {
                switch keepable(name, item, depth: depth + 1) {
                case .success(let s):
                    // NB: an array of plain values (structs too), one level deep.
                    guard s.value.isPlain else { return .failure(.arrayOfArrays) }
                    values.append(s.value)
                    element = s.type
                case .failure(let refusal): return .failure(refusal)
                }
            }
            return .success(SwiftState(name: name, type: "[\(element)]", value: .array(values)))
        case .instance(let i):
            guard let info = lookupType(i.type), info.kind == .structType, !info.isClass, !info.isView else {
                return .failure(.unsupported)
            }
            var fields: [String: StateValue] = [:]
            for s in info.stored where !s.isStatic {
                guard let v = i.field(s.name) else { continue }
                if v.isNull { continue }
                switch keepable(s.name, v, depth: depth + 1) {
                case .success(let state): fields[s.name] = state.value
                case .failure(let refusal): return .failure(refusal)
                }
            }
            return .success(
                SwiftState(name: name, type: qualifiedName(info), value: .record(type: i.type, fields: fields)))
        default: return .failure(.unsupported)
        }
    }

    /// A session's value as the interpreter holds it, shaped like `held` (its enum type).
    func value(of given: StateValue, like held: Value) -> Value? {
        switch (given, unbound(held)) {
        case (.bool(let b), _): return .bool(b)
        case (.int(let n), _): return .int(n)
        case (.double(let d), _): return .double(d)
        case (.string(let s), _): return .string(s)
        case (.enumCase(let name), .enumCase(let e)):
            guard let info = lookupType(e.type), info.cases.contains(where: { $0.name == name }) else { return nil }
            return .enumCase(EnumValue(type: e.type, name: name))
        case (.array(let items), .array(let held)):
            // NB: an enum's cases take their type from an element the view held; none, none.
            var out: [Value] = []
            for item in items {
                guard let v = value(of: item, like: held.first ?? .void) else { return nil }
                out.append(v)
            }
            return .array(out)
        case (.array(let items), _):
            return value(of: .array(items), like: .array([]))
        case (.record(let type, let fields), let shape):
            guard let info = lookupType(type), info.kind == .structType else { return nil }
            let like: Instance? = if case .instance(let i) = shape { i } else { nil }
            var instance = Instance(type: type, fields: [:], isReference: info.isClass)
            for s in info.stored where !s.isStatic {
                guard let given = fields[s.name] else {
                    instance.fields[s.name] = .null
                    continue
                }
                guard let v = value(of: given, like: like?.field(s.name) ?? .void) else { return nil }
                instance.fields[s.name] = v
            }
            return .instance(instance)
        default: return nil
        }
    }

    static func sameKind(_ a: StateValue, _ b: StateValue) -> Bool {
        switch (a, b) {
        case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string), (.enumCase, .enumCase),
            (.array, .array), (.record, .record):
            true
        default: false
        }
    }

    /// An enum's name as seen from outside: `InitializerBootcamp.Fruit` for one nested in a view.
    func qualifiedName(_ info: TypeInfo) -> String {
        types.filter { $0.value === info }.keys.max { ($0.utf8.count, $1) < ($1.utf8.count, $0) } ?? info.name
    }

    /// Presses the button labelled `label` the preview made: runs its action and gives the
    /// states it changed, wherever in the view tree they are kept. Throws what stops the action.
    func press(_ label: String, _ range: SourceRange) throws -> [SwiftState] {
        guard let button = buttons.first(where: { $0.title == label }) else { return [] }
        guard button.action != nil || button.sets != nil else {
            throw error("the button '\(label)' has no action to run", range)
        }
        return try perform(button.action.map { [$0] } ?? [], range, setting: button.sets)
    }

    /// Runs `actions` (a button's, the `.onAppear`s of a preview) in order and gives the states
    /// they changed, wherever in the view tree they are kept. Throws what stops one.
    /// `setting` is a binding set once the actions have run: an alert's, hidden as iOS dismisses
    /// an alert whichever button is tapped; a tab view's selection.
    func perform(
        _ actions: [Value], _ range: SourceRange, setting: (binding: Value, value: Value)? = nil
    ) throws -> [SwiftState] {
        let boxes = stateRoot?.boxes ?? []
        let before = boxes.map { swiftState($0.key, $0.value) }
        let objectsBefore = objectStates()
        for box in boxes { box.written = nil }
        for action in actions {
            do {
                switch action {
                case .closure(let c): _ = try callClosure(c, [], range)
                case .method(let receiver, let name): _ = try callMember(receiver, name, [], range)
                default: _ = try callValue(action, [], range)
                }
            } catch is LaterWork {
                // NB: an action (a `.task`'s) that waits for time to pass ends there; what it changed stands.
                continue
            }
        }
        if case .state(let box)? = setting?.binding, let value = setting?.value {
            box.value = value
            box.written = (range, file)
        }
        var changes: [SwiftState] = []
        for (box, old) in zip(boxes, before) {
            switch keepable(box.key, box.value) {
            case .success(let now): if now != old { changes.append(now) }
            case .failure(.unsupported): continue
            case .failure(let limit):
                // NB: a limit met is said where the value was assigned, and the tap rolls back;
                // dropped, the change would read "nothing changed" and the preview keep the old state.
                guard old != nil || box.written != nil else { continue }
                let place = box.written ?? (range, file)
                throw EvalError(message: limit.message(box.key), range: place.range, file: place.file)
            }
        }
        // NB: in the order the properties are declared, as the boxes are.
        let objectsAfter = objectStates()
        for (key, object) in stateRoot?.objects ?? [] {
            guard let info = lookupType(object.type) else { continue }
            for s in info.stored where !s.isStatic {
                let name = key + "." + s.name
                if let now = objectsAfter[name], now != objectsBefore[name] { changes.append(now) }
            }
        }
        return changes
    }

    /// A control's `isOn:`, `text:`, `value:` or `selection:` must be a binding (`$name`,
    /// `.constant(x)`): a plain value is swiftc's error, the learner's most common slip.
    func requireBinding(_ argument: Argument?) throws {
        guard let argument else { return }
        switch argument.value {
        case .binding, .state, .implicitMember("constant", _), .unsupported: return
        default:
            let type = argument.value.typeName
            throw error(
                "cannot convert value of type '\(type)' to expected argument type 'Binding<\(type)>'",
                argument.valueRange ?? argument.range)
        }
    }
}
