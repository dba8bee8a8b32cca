//
//  ConvertibleUnit.swift
//  UnitShift
//

import Foundation

/// A unit that can be converted to any other unit of the same kind.
protocol ConvertibleUnit: CaseIterable, Hashable, CustomStringConvertible {
    static var title: String { get }
    static var base: Self { get }
    var symbol: String { get }
    /// How many base units one of this unit is.
    var factor: Double { get }
    func convert(_ value: Double, to other: Self) -> Double
}

extension ConvertibleUnit {
    // Linear units get this for free.
    func convert(_ value: Double, to other: Self) -> Double {
        value * factor / other.factor
    }

    var description: String { symbol }

    var isBase: Bool { self == Self.base }
}

enum LengthUnit: String, ConvertibleUnit {
    case meters, kilometers, feet, miles

    static let title = "Length"
    static let base = LengthUnit.meters

    var symbol: String {
        switch self {
        case .meters: return "m"
        case .kilometers: return "km"
        case .feet: return "ft"
        case .miles: return "mi"
        }
    }

    var factor: Double {
        switch self {
        case .meters: return 1
        case .kilometers: return 1000
        case .feet: return 0.3048
        case .miles: return 1609.344
        }
    }
}

enum TemperatureUnit: String, ConvertibleUnit {
    case celsius, fahrenheit, kelvin

    static let title = "Temperature"
    static let base = TemperatureUnit.celsius

    var symbol: String {
        switch self {
        case .celsius: return "°C"
        case .fahrenheit: return "°F"
        case .kelvin: return "K"
        }
    }

    var factor: Double { 1 }

    // Temperatures are not just a factor apart, so this replaces the default.
    func convert(_ value: Double, to other: TemperatureUnit) -> Double {
        let celsius: Double
        switch self {
        case .celsius: celsius = value
        case .fahrenheit: celsius = (value - 32) * 5 / 9
        case .kelvin: celsius = value - 273.15
        }
        switch other {
        case .celsius: return celsius
        case .fahrenheit: return celsius * 9 / 5 + 32
        case .kelvin: return celsius + 273.15
        }
    }
}
