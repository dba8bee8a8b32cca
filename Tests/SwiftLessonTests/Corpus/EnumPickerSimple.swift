import SwiftUI

enum TimeUnit: String, CaseIterable {
    case second, minut, hour
}

struct EnumPicker<T: Hashable & RawRepresentable & CaseIterable>: View where T.RawValue == String {

    @Binding var selected: T
    var title = ""

    var body: some View {
        Picker(selection: $selected, label: Text(title)) {
            ForEach(Array(T.allCases), id: \.rawValue) {
                Text($0.rawValue).tag($0)
            }
        }
    }
}

struct ContentView: View {

    @State private var unit: TimeUnit = .second

    var body: some View {
        VStack {
            Picker(selection: $unit, label: Text("")) {
                ForEach(Array(TimeUnit.allCases), id: \.self) {
                    Text($0.rawValue)
                }
            }
            .labelsHidden()
            EnumPicker(selected: $unit, title: "Unit")
        }
    }
}

#Preview {
    ContentView()
}
