//
//  TotalRow.swift
//  SplitCheck
//

import SwiftUI

struct TotalRow: View {
    let title: String
    let value: Double
    var isHighlighted = false

    var body: some View {
        HStack {
            Text(title)
                .foregroundStyle(isHighlighted ? .primary : .secondary)
            Spacer()
            Text(value.dollarText)
                .fontWeight(isHighlighted ? .bold : .regular)
                .foregroundColor(value == 0 ? .red : .primary)
        }
    }
}

struct TotalRow_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            TotalRow(title: "Tip", value: 12.675)
            TotalRow(title: "Total", value: 97.175, isHighlighted: true)
            TotalRow(title: "Nothing", value: 0)
        }
        .padding()
    }
}
