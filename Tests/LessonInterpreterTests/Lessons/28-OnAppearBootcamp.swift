// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct OnAppearBootcamp: View {

    @State var myText: String = "Start text."
    @State var count: Int = 0

    var body: some View {
        NavigationView {
            ScrollView {
                Text(myText)
                LazyVStack {
                    ForEach(0..<50) { _ in
                        RoundedRectangle(cornerRadius: 25.0)
                            .frame(height: 200)
                            .padding()
                            .onAppear {
                                count += 1
                            }
                    }
                }
            }
            .onAppear(perform: {
                DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
                    myText = "This is the new text!"
                }
            })
            .onDisappear(perform: {
                myText = "Ending text."
            })
            .navigationTitle("On Appear: \(count)")
        }
    }
}

struct OnAppearBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        OnAppearBootcamp()
    }
}

// Out of scope: NavigationView and ScrollView, one placeholder each.
// The ScrollView's .onAppear runs before the first drawing; the work it queues on
// DispatchQueue.main with asyncAfter comes later, so one warning says it is not run. The LazyVStack's rows
// appear only as they are scrolled to, so the title still counts 0 here.
// expect-warnings: 1
