// Seed lesson 1, "How to use inits and enums in SwiftUI" (SwiftUI Bootcamp #13): a tile whose
// custom init(count:fruit:) derives its title and colour from a nested enum, previewed twice side by
// side. The expectations at the end are worked out by hand from SwiftUI's layout rules.
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

// expect-preview: InitializerBootcamp_Previews
// Each tile is exactly its 150 x 150 frame; the background colour is offered and takes that size.
// HStack (default spacing, assumed 8 between the two tiles): 150 + 8 + 150 = 308 wide, 150 tall.
// x = (393 - 308) / 2 = 42.5; y = 59 + (759 - 150) / 2 = 59 + 304.5 = 363.5. Second tile at 42.5 + 158 = 200.5.
// The texts are not pinned (their widths depend on the font).
// Pre-order: HStack, .background#0 [ .frame#0 [ VStack#0 [ Text#0 Text#1 ] ], Color#0 red ],
// .background#1 [ .frame#1 [ VStack#1 [ Text#2 Text#3 ] ], Color#1 orange ]
// expect: HStack#0 = 42.5 363.5 308 150
// expect: .background#0 = 42.5 363.5 150 150
// expect: .frame#0 = 42.5 363.5 150 150
// expect: Color#0 = 42.5 363.5 150 150
// expect: .background#1 = 200.5 363.5 150 150
// expect: .frame#1 = 200.5 363.5 150 150
// expect: Color#1 = 200.5 363.5 150 150

// expect-warnings: 0
