// Seed lesson 3, "SwiftUI: A picker for enums": a ContentView with the plain Picker over an enum and
// both versions of the article's EnumPicker (the first, which needs String raw values, is named
// StringEnumPicker here so that both fit in one file), the second with its mapping closure and its
// segmented style. Every size here depends on the pickers' text, so no geometry is pinned.
import SwiftUI

enum TimeUnit: String, CaseIterable {
    case second, minut, hour
}

struct StringEnumPicker<T: Hashable & RawRepresentable & CaseIterable>: View where T.RawValue == String {

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
        VStack {
            Picker(selection: $unit, label: Text("")) {
                ForEach(Array(TimeUnit.allCases), id: \.self) {
                    Text($0.rawValue)
                }
            }
            .labelsHidden()

            StringEnumPicker(selected: $unit, title: "Unit")

            EnumPicker(selected: $unit)

            EnumPicker(selected: $unit) { e in
                Text("\(2) \(e.rawValue)s")
            }
            .pickerStyle(SegmentedPickerStyle())
        }
    }
}

#Preview {
    ContentView()
}

// expect-preview: Preview
// No geometry pinned: the pickers' sizes follow their labels' text.

// expect-warnings: 0
