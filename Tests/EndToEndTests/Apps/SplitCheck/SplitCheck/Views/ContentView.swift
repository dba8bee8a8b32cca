//
//  ContentView.swift
//  SplitCheck
//

import SwiftUI

struct ContentView: View {
    @State private var bill: Bill
    @FocusState private var amountIsFocused: Bool

    init(bill: Bill = Bill(amount: 0, people: 2, tip: .recommended)) {
        _bill = State(initialValue: bill)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $bill.amount, format: .currency(code: Locale.currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $bill.people) {
                        ForEach(Bill.minimumPeople..<Bill.maximumPeople + 1, id: \.self) { count in
                            Text(count.peopleText)
                        }
                    }
                }

                Section("How much do you want to tip?") {
                    Picker("Tip percentage", selection: $bill.tip) {
                        ForEach(TipOption.allCases) { option in
                            Text(option.label).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section {
                    Text(bill.perPerson, format: .currency(code: Locale.currencyCode))
                        .font(.title2)
                } header: {
                    Text("Amount per person")
                } footer: {
                    Text(bill.tip.comment)
                }

                Section("Summary") {
                    TotalRow(title: "Tip", value: bill.tipValue.rounded(toPlaces: 2))
                    TotalRow(title: "Total", value: bill.grandTotal, isHighlighted: true)
                    Text("Rounded share: \(bill.roundedShare.formatted())")
                }
            }
            .navigationTitle("SplitCheck")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}

#Preview("Filled in") {
    ContentView(bill: .example)
}
