//
//  Ledger.swift
//  PocketLedger
//

import Foundation
import Observation

@Observable
class Ledger {
    var items: [Expense] {
        didSet {
            changeCount += 1
        }
    }
    private(set) var changeCount = 0
    let account: BudgetAccount

    init(items: [Expense] = [], account: BudgetAccount = BudgetAccount(owner: "Me", balance: 500, monthlyLimit: 200)) {
        self.items = items
        self.account = account
    }

    var personalItems: [Expense] {
        items.filter { $0.kind == .personal }
    }

    var businessItems: [Expense] {
        items.filter { $0.kind == .business }
    }

    func items(of kind: Expense.Kind) -> [Expense] {
        kind == .personal ? personalItems : businessItems
    }

    /// The total spent for each kind, e.g. [.personal: 146.29].
    var totals: [Expense.Kind: Double] {
        Dictionary(grouping: items, by: \.kind)
            .mapValues { expenses in expenses.reduce(0) { $0 + $1.amount } }
    }

    var biggestExpense: Expense? {
        items.sorted { $0.amount > $1.amount }.first
    }

    func add(_ expense: Expense) {
        if account.spend(expense.amount) {
            items.insert(expense, at: 0)
        }
    }

    /// Deletes rows from one section: the offsets are positions in that section, not in `items`.
    func remove(at offsets: IndexSet, of kind: Expense.Kind) {
        let section = items(of: kind)
        for offset in offsets {
            let id = section[offset].id
            if let index = items.firstIndex(where: { $0.id == id }) {
                items.remove(at: index)
            }
        }
    }

    func removeSmallItems(under limit: Double) {
        items.removeAll { $0.amount < limit }
    }

    static var preview: Ledger {
        let ledger = Ledger()
        for expense in Expense.samples {
            ledger.add(expense)
        }
        return ledger
    }
}

// MARK: - Accounts

class Account {
    let owner: String
    var balance: Double

    init(owner: String, balance: Double = 0) {
        self.owner = owner
        self.balance = balance
    }

    func spend(_ amount: Double) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        return true
    }

    func describe() -> String {
        "\(owner): \(balance.formatted(.currency(code: "USD")))"
    }
}

final class BudgetAccount: Account {
    let monthlyLimit: Double
    private(set) var spentThisMonth = 0.0

    init(owner: String, balance: Double, monthlyLimit: Double) {
        self.monthlyLimit = monthlyLimit
        super.init(owner: owner, balance: balance)
    }

    var remaining: Double {
        max(monthlyLimit - spentThisMonth, 0)
    }

    override func spend(_ amount: Double) -> Bool {
        guard spentThisMonth + amount <= monthlyLimit else { return false }
        let spent = super.spend(amount)
        if spent {
            spentThisMonth += amount
        }
        return spent
    }

    override func describe() -> String {
        super.describe() + " (\(Int(remaining)) left this month)"
    }
}
