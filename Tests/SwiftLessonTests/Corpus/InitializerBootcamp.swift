import SwiftUI

struct InitializerBootcamp: View {

    let backgroundColor: Color  // derived from the fruit type; callers don't set this directly
    let count: Int
    let title: String  // derived from the fruit type; callers don't set this directly

    init(count: Int, fruit: Fruit) {  // public interface: just a count and a fruit choice
        self.count = count

        if fruit == .apple {  // derives the internal properties from the enum case
            self.title = "Apples"
            self.backgroundColor = .red
        } else {
            self.title = "Oranges"
            self.backgroundColor = .orange
        }
    }

    enum Fruit {  // nested enum — scoped to this view, not exposed as a global type
        case apple
        case orange
    }

    var body: some View {
        VStack(spacing: 12) {
            Text("\(count)")
                .font(.largeTitle)
                .foregroundColor(.white)
                .underline()  // underline to visually highlight the number

            Text(title)
                .font(.headline)
                .foregroundColor(.white)
        }
        .frame(width: 150, height: 150)  // fixed square frame for the stat tile
        .background(backgroundColor)  // the color is set by the init based on fruit choice
        .cornerRadius(10)  // rounds the tile's corners to look like a card
    }
}

struct InitializerBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        HStack {
            InitializerBootcamp(count: 100, fruit: .apple)  // red tile with "Apples"
            InitializerBootcamp(count: 46, fruit: .orange)  // orange tile with "Oranges"
        }
    }
}
