// Learner: a struct model in @State, mutated through a method, shown in a ForEach (Apple's Develop in Swift).
import SwiftUI

struct Player: Identifiable {
    let id = UUID()
    var name: String
    var score = 0
}

struct ScoreKeeper: View {
    @State private var players = [Player(name: "Elisha"), Player(name: "Andre")]

    var leader: String {
        players.max { $0.score < $1.score }?.name ?? "nobody"
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Leader: \(leader)")
                .font(.title)
                .bold()
            ForEach($players) { $player in
                HStack {
                    Text(player.name)
                    Spacer()
                    Stepper("\(player.score)", value: $player.score)
                        .fixedSize()
                }
            }
            Button("Add Player", systemImage: "plus") {
                players.append(Player(name: ""))
            }
            Divider()
            Color.blue.frame(height: 4)
        }
        .padding()
    }
}

#Preview {
    ScoreKeeper()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// A leading VStack padded by 16; the 4-point rule under the Divider takes its whole width, 361;
// each row's HStack too (a Spacer), and a stepper is 32 tall.
// expect: VStack#0 = 16 _ 361 _
// expect: HStack#0 = 16 _ 361 32
// expect: HStack#1 = 16 _ 361 32
// expect: .frame#0 = 16 _ 361 4
// expect: Color#0 = 16 _ 361 4

// expect-warnings: 0
