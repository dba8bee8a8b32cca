// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct PickerBootcamp: View {

    @State var selection: String = "Most Recent"
    let filterOptions: [String] = [
        "Most Recent", "Most Popular", "Most Liked"
    ]

    init() {
        UISegmentedControl.appearance().selectedSegmentTintColor = UIColor.red

        let attributes: [NSAttributedString.Key: Any] = [
            .foregroundColor: UIColor.white
        ]
        UISegmentedControl.appearance().setTitleTextAttributes(attributes, for: .selected)
    }

    var body: some View {
        VStack(spacing: 30) {
            Picker(
                selection: $selection,
                label: Text("Picker"),
                content: {
                    ForEach(filterOptions.indices) { index in
                        Text(filterOptions[index])
                            .tag(filterOptions[index])
                    }
                })
                .pickerStyle(SegmentedPickerStyle())

            Picker(
                selection: $selection,
                label:
                    HStack {
                        Text("Filter:")
                        Text(selection)
                    }
                    .font(.headline)
                    .foregroundColor(.white)
                    .padding()
                    .padding(.horizontal)
                    .background(Color.blue)
                    .cornerRadius(10)
                    .shadow(color: Color.blue.opacity(0.3), radius: 10, x: 0, y: 10)
                ,
                content: {
                    ForEach(filterOptions, id: \.self) { option in
                        HStack {
                            Text(option)
                            Image(systemName: "heart.fill")
                        }
                        .tag(option)
                    }
                })
                .pickerStyle(MenuPickerStyle())

            Picker("Wheel", selection: $selection) {
                Text("1").tag("1")
                Text("2").tag("2")
            }
            .pickerStyle(.wheel)
        }
    }
}

struct PickerBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        PickerBootcamp()
    }
}

// An in-scope lesson: the UISegmentedControl appearance calls in init() style the segmented
// control; SwiftUI gives no warning for them.
// The two UIKit appearance calls in init() are side effects a preview skips, each with its own warning.
// expect-warnings: 2
// expect-warning: 'UISegmentedControl.appearance()' is a side effect a preview skips; skipped
