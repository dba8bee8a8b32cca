//
//  Conversion.swift
//  UnitShift
//

import Foundation

/// Something that turns a number in one unit into another.
protocol Converter {
    associatedtype UnitType: ConvertibleUnit
    var from: UnitType { get }
    var to: UnitType { get }
}

extension Converter {
    func callAsFunction(_ value: Double) -> Double {
        from.convert(value, to: to)
    }

    var label: String { "\(from) → \(to)" }
}

struct UnitConverter<U: ConvertibleUnit>: Converter, Equatable {
    typealias UnitType = U
    var from: U
    var to: U

    func swapped() -> Self {
        .init(from: to, to: from)
    }
}

/// A value with its unit, remembered in the history.
enum Reading: Equatable {
    case length(Double, LengthUnit)
    case temperature(Double, TemperatureUnit)

    var comment: String {
        switch self {
        case .temperature(let degrees, .celsius) where degrees <= 0,
            .temperature(let degrees, .fahrenheit) where degrees <= 32:
            return "Freezing"
        case .temperature(let degrees, .kelvin) where degrees < 1:
            return "Colder than space"
        case .temperature:
            return "Above freezing"
        case let .length(value, unit) where unit.convert(value, to: .kilometers) > 42.195:
            return "Longer than a marathon"
        case .length(_, _):
            return "A fair distance"
        }
    }
}

/// A little formula, e.g. (x × 9 ÷ 5) + 32, that can explain itself.
indirect enum Formula {
    case input
    case number(Double)
    case add(Formula, Formula)
    case multiply(Formula, Formula)

    func evaluate(_ x: Double) -> Double {
        switch self {
        case .input: return x
        case .number(let n): return n
        case let .add(a, b): return a.evaluate(x) + b.evaluate(x)
        case let .multiply(a, b): return a.evaluate(x) * b.evaluate(x)
        }
    }

    var text: String {
        switch self {
        case .input: return "x"
        case .number(let n): return n.trimmed
        case let .add(a, b): return "(\(a.text) + \(b.text))"
        case let .multiply(a, b): return "\(a.text) × \(b.text)"
        }
    }

    static let celsiusToFahrenheit = Formula.add(.multiply(.input, .number(1.8)), .number(32))
}
