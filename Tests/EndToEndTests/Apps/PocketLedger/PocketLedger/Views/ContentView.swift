//
//  ContentView.swift
//  PocketLedger
//

import SwiftUI

struct ContentView: View {
    @State private var ledger: Ledger
    @State private var showingAddExpense = false

    init(ledger: Ledger = Ledger()) {
        _ledger = State(initialValue: ledger)
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(Expense.Kind.allCases) { kind in
                    Section {
                        ForEach(ledger.items(of: kind)) { expense in
                            ExpenseRow(expense: expense)
                        }
                        .onDelete { offsets in
                            ledger.remove(at: offsets, of: kind)
                        }
                    } header: {
                        Text(kind.title)
                    } footer: {
                        Text("Total: \(ledger.totals[kind, default: 0], format: .currency(code: "USD"))")
                    }
                }

                Section("Budget") {
                    Text(ledger.account.describe())
                    Text("Changes: \(ledger.changeCount)")
                    Text(
                        "Top: \(ledger.items.topAmounts.map { $0.formatted(.currency(code: "USD")) }.joined(separator: ", "))"
                    )
                }

                if let biggest = ledger.biggestExpense {
                    Section("Biggest spend") {
                        Text("\(biggest.name) – \(biggest.amount.formatted(.currency(code: "USD")))")
                    }
                }
            }
            .navigationTitle("PocketLedger")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpenseView(ledger: ledger)
            }
        }
    }
}

#Preview("Empty") {
    ContentView()
}

#Preview("With expenses") {
    ContentView(ledger: .preview)
}
