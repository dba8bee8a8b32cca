//
//  ConverterView.swift
//  UnitShift
//

import SwiftUI

struct ConverterView<Unit: ConvertibleUnit>: View {
    @State private var amount: Double
    @State private var converter: UnitConverter<Unit>
    private let steps: [Double] = [-10, -1, 1, 10]

    init(amount: Double = 1, from: Unit = Unit.base, to: Unit) {
        _amount = State(initialValue: amount)
        _converter = State(initialValue: UnitConverter(from: from, to: to))
    }

    private var result: Double { converter(amount) }

    var body: some View {
        VStack(spacing: 16) {
            Text(Unit.title)
                .font(.title2)
                .bold()

            UnitPicker(title: "From", selection: $converter.from)
            UnitPicker(title: "To", selection: $converter.to)

            HStack {
                ForEach(steps, id: \.self) { step in
                    Button(step > 0 ? "+\(step.trimmed)" : step.trimmed) {
                        amount += step
                    }
                    .frame(maxWidth: .infinity)
                }
            }

            Text("\(amount.trimmed) \(converter.from.symbol) = \(result.trimmed) \(converter.to.symbol)")
                .font(.headline)

            Button("Swap units") {
                converter = converter.swapped()
            }
        }
        .padding()
    }
}

struct ConverterView_Previews: PreviewProvider {
    static var previews: some View {
        ConverterView(amount: 5, from: LengthUnit.miles, to: .kilometers)
        ConverterView(amount: 100, to: TemperatureUnit.fahrenheit)
    }
}
