import SwiftUI

struct ExtractedSubviews: View {
    @State var backgroundColor: Color = Color.pink

    var body: some View {
        ZStack {
            backgroundColor
                .edgesIgnoringSafeArea(.all)
            contentLayer
        }
    }

    var contentLayer: some View {
        VStack {
            Text("Title")
                .font(.largeTitle)
            buttonLayer
        }
    }

    var buttonLayer: some View {
        HStack(spacing: 10) {
            MyItem(title: "Apples", count: 1, color: .red)
            MyItem(title: "Oranges", count: 10, color: .orange)
            MyItem(title: "Bananas", count: 34, color: .yellow)
        }
    }

    func button(_ label: String) -> some View {
        Button(label) {
            backgroundColor = .yellow
        }
    }
}

struct MyItem: View {
    let title: String
    let count: Int
    let color: Color

    var body: some View {
        VStack {
            Text("\(count)")
            Text(title)
        }
        .padding()
        .background(color)
        .cornerRadius(10)
    }
}

#Preview {
    ExtractedSubviews()
}
