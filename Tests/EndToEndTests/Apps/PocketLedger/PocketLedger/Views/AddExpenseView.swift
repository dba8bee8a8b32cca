//
//  AddExpenseView.swift
//  PocketLedger
//

import SwiftUI

struct AddExpenseView: View {
    @Environment(\.dismiss) var dismiss

    var ledger: Ledger

    @State private var name = ""
    @State private var kind = Expense.Kind.personal
    @State private var amount = 0.0

    private var canSave: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && amount > 0
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)

                Picker("Type", selection: $kind) {
                    ForEach(Expense.Kind.allCases) { kind in
                        Text(kind.title)
                    }
                }

                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    let trimmed = name.trimmingCharacters(in: .whitespaces)
                    ledger.add(Expense(name: trimmed, kind: kind, amount: amount))
                    dismiss()
                }
                .disabled(!canSave)
            }
        }
    }
}

#Preview {
    AddExpenseView(ledger: Ledger())
}
