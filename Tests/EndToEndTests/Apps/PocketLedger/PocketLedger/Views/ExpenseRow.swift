//
//  ExpenseRow.swift
//  PocketLedger
//

import SwiftUI

struct ExpenseRow: View {
    let expense: Expense

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(expense.name)
                    .font(.headline)
                Text(expense.kind.title)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Text(expense.amount, format: .currency(code: "USD"))
                .foregroundStyle(expense.amount.amountColor)
                .fontWeight(expense.isLarge ? .bold : .regular)
        }
    }
}

#Preview {
    VStack {
        ForEach(Expense.samples.prefix(3)) { expense in
            ExpenseRow(expense: expense)
        }
    }
    .padding()
}
