//
//  CapitalButton.swift
//  CapitalQuiz
//

import SwiftUI

struct CapitalButton: View {
    let country: Country
    let number: Int
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            HStack {
                Text(country.flag)
                    .font(.largeTitle)
                Text("\(number). \(country.capital)")
                    .font(.title3)
                    .fontWeight(.semibold)
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity)
            .background(.white)
            .clipShape(Capsule())
            .shadow(radius: 5)
        }
        .foregroundColor(.primary)
    }
}

struct CapitalButton_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 12) {
            ForEach(Array(Country.all.prefix(2).enumerated()), id: \.offset) { item in
                CapitalButton(country: item.element, number: item.offset + 1)
            }
        }
        .padding()
        .background(Color.blue)
    }
}
