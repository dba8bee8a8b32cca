//
//  UnitPicker.swift
//  UnitShift
//

import SwiftUI

struct UnitPicker<Unit: ConvertibleUnit>: View {
    let title: String
    @Binding var selection: Unit

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Picker(selection: $selection, label: Text(title)) {
                ForEach(Array(Unit.allCases), id: \.self) { unit in
                    Text(unit.symbol).tag(unit)
                }
            }
            .pickerStyle(.segmented)
        }
    }
}

struct UnitPicker_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 16) {
            UnitPicker(title: "From", selection: .constant(LengthUnit.miles))
            UnitPicker(title: "To", selection: .constant(TemperatureUnit.kelvin))
        }
        .padding()
    }
}
