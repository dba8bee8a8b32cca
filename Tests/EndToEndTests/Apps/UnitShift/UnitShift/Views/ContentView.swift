//
//  ContentView.swift
//  UnitShift
//

import SwiftUI

enum Kind: String, CaseIterable {
    case length = "Length"
    case temperature = "Temperature"
}

struct ContentView: View {
    @State private var kind = Kind.length

    private let history: [Reading] = [
        .temperature(-3, .celsius),
        .temperature(50, .fahrenheit),
        .length(50_000, .meters),
        .length(3.5, .miles),
    ]

    var body: some View {
        VStack(spacing: 20) {
            Picker(selection: $kind, label: Text("Kind")) {
                ForEach(Kind.allCases, id: \.self) { kind in
                    Text(kind.rawValue).tag(kind)
                }
            }
            .pickerStyle(.segmented)

            switch kind {
            case .length:
                ConverterView(from: LengthUnit.kilometers, to: .miles)
            case .temperature:
                ConverterView(amount: 20, to: TemperatureUnit.fahrenheit)
            }

            VStack(alignment: .leading, spacing: 6) {
                Text("Units: \(LengthUnit.allCases.symbolList)")
                Text("Chain: \(LengthUnit.allCases.chain)")
                Text("Formula: \(Formula.celsiusToFahrenheit.text)")
                Text("37 °C is \(Formula.celsiusToFahrenheit.evaluate(37).trimmed) °F")
                ForEach(history.indices, id: \.self) { index in
                    Text("\(index + 1). \(history[index].comment)")
                }
            }
            .font(.footnote)
        }
        .padding()
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
