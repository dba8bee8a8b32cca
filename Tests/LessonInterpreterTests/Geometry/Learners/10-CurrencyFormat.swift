// Learner: formatting numbers with format: (WeSplit's total per person).
import SwiftUI

struct CheckView: View {
    @State private var checkAmount = 42.5
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20

    var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople)
        let tipValue = checkAmount / 100 * Double(tipPercentage)
        return (checkAmount + tipValue) / peopleCount
    }

    var body: some View {
        VStack(spacing: 8) {
            Text(checkAmount, format: .currency(code: "USD"))
            Text(totalPerPerson, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                .font(.headline)
            Text("Tip: \(tipPercentage)%")
            Text("Each pays \(totalPerPerson, format: .currency(code: "USD"))")
            Text(0.25, format: .percent)
            Text(1234, format: .number)
            Color.green
                .frame(width: 120, height: 10)
        }
    }
}

#Preview {
    CheckView()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// The bar under six texts: 120 wide, centred: x = (393 - 120) / 2 = 136.5.
// expect: Color#0 = 136.5 _ 120 10

// expect-warnings: 0
