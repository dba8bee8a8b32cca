import SwiftUI

struct Pickers: View {
    @State var selection: String = "Most Recent"
    @State private var age = 18
    let filterOptions: [String] = ["Most Recent", "Most Popular", "Most Liked"]

    init() {
        UISegmentedControl.appearance().selectedSegmentTintColor = UIColor.red
    }

    var body: some View {
        VStack {
            Picker(
                selection: $selection, label: Text("Picker"),
                content: {
                    ForEach(filterOptions.indices, id: \.self) { index in
                        Text(filterOptions[index])
                            .tag(filterOptions[index])
                    }
                }
            )
            .pickerStyle(SegmentedPickerStyle())
            Picker("Age", selection: $age) {
                ForEach(18..<100) { number in
                    Text("\(number)").tag(number)
                }
            }
            .pickerStyle(.wheel)
            Text("Selected: " + selection)
        }
    }
}

#Preview {
    Pickers()
}
