import SwiftUI

enum TimeUnit: String, CaseIterable {
    case second, minut, hour
}

struct EnumPicker<T: Hashable & CaseIterable, V: View>: View {

    @Binding var selected: T
    var title: String? = nil

    let mapping: (T) -> V

    var body: some View {
        Picker(selection: $selected, label: Text(title ?? "")) {
            ForEach(Array(T.allCases), id: \.self) {
                mapping($0).tag($0)
            }
        }
    }
}

extension EnumPicker where T: RawRepresentable, T.RawValue == String, V == Text {
    init(selected: Binding<T>, title: String? = nil) {
        self.init(selected: selected, title: title) {
            Text($0.rawValue)
        }
    }
}

struct ContentView: View {
    @State private var unit: TimeUnit = .second

    var body: some View {
        VStack(spacing: 20) {
            EnumPicker(selected: $unit)
            EnumPicker(selected: $unit) { e in
                Text("\(2) \(e.rawValue)s")
            }
            .pickerStyle(SegmentedPickerStyle())
        }
        .padding()
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
