// Lesson: the safe area, and the views that reach past it.
// Geometry corpus: every expectation below is worked out by hand from SwiftUI's layout rules.
// Canvas: iPhone 15, 393 x 852 pt; the safe area is 393 x 759 from y 59 (59 pt at the top, 34 at
// the foot), and no inset at the sides. A view that ignores the safe area is laid out as usual;
// then, on each edge it ignores where its frame touches the safe area's edge, its frame reaches
// out to the screen's edge and its content is offered that frame's size and placed at its top
// left at the size it chooses (a colour fills it). Its siblings do not move.
import SwiftUI

#Preview("Behind") {
    ZStack {
        Color.green.ignoresSafeArea()
        Text("Hi")
    }
}

#Preview("Top only") {
    ZStack {
        Color.red.ignoresSafeArea(edges: .top)
    }
}

#Preview("Foot only") {
    ZStack {
        Color.red.ignoresSafeArea(.all, edges: .bottom)
    }
}

#Preview("Top and leading") {
    ZStack {
        Color.red.edgesIgnoringSafeArea([.top, .leading])
    }
}

#Preview("Sides only") {
    ZStack {
        Color.red.ignoresSafeArea(edges: .horizontal)
    }
}

#Preview("Keyboard") {
    ZStack {
        Color.red.ignoresSafeArea(.keyboard)
    }
}

#Preview("Fixed in the middle") {
    ZStack {
        Color.white
        Color.orange
            .frame(width: 100, height: 100)
            .ignoresSafeArea()
    }
}

#Preview("Padded") {
    ZStack {
        Color.red
            .ignoresSafeArea()
            .padding()
    }
}

#Preview("Stack ignoring") {
    ZStack {
        Color.white
        VStack {
            Text("A")
            Spacer()
            Text("B")
        }
        .ignoresSafeArea()
    }
}

#Preview("Yellow behind") {
    VStack {
        Text("Top")
        Spacer()
        Divider()
        Text("Bottom")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.yellow)
}

#Preview("Edges turned off") {
    VStack {
        Text("Top")
        Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.red, ignoresSafeAreaEdges: [])
}

#Preview("Top edge only") {
    VStack {
        Text("Top")
        Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(.red, ignoresSafeAreaEdges: .top)
}

#Preview("View form") {
    VStack {
        Text("Top")
        Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background { Color.red }
}

#Preview("Small background") {
    Text("Hi")
        .padding()
        .background(Color.blue)
}

#Preview("Bar at the foot") {
    VStack {
        Spacer()
        Color.blue
            .frame(height: 50)
            .ignoresSafeArea()
    }
}

#Preview("Bar at the foot, ignoring inside") {
    VStack {
        Spacer()
        Color.blue
            .ignoresSafeArea()
            .frame(height: 50)
    }
}

#Preview("Under the navigation bar") {
    NavigationStack {
        ZStack {
            Color.blue.ignoresSafeArea()
            Text("Hello")
        }
        .navigationTitle("Inbox")
    }
}

#Preview("Style under an inline bar") {
    NavigationStack {
        Text("Hi")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.yellow)
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("Behind the tab bar") {
    TabView {
        Color.red
            .ignoresSafeArea()
            .tabItem { Label("Home", systemImage: "house") }
    }
}

// expect-preview: Behind
// The ZStack takes the safe area; the green touches it on all four edges and reaches the screen's.
// The text (a body line, 20.33 high) stays centred in the safe area:
// y = 59 + (759 - 20.33) / 2 = 428.33.
// expect: ZStack#0 = 0 59 393 759
// expect: Color#0 = 0 0 393 852
// expect: Text#0 = _ 428.33 _ 20.33

// expect-preview: Top only
// 59…818, reaching up to 0 only: 818 high.
// expect: Color#0 = 0 0 393 818

// expect-preview: Foot only
// 59…818, reaching down to 852 only: 793 high.
// expect: Color#0 = 0 59 393 793

// expect-preview: Top and leading
// The leading edge is the screen's already (no inset at the sides).
// expect: Color#0 = 0 0 393 818

// expect-preview: Sides only
// No inset at the sides, so nothing changes.
// expect: Color#0 = 0 59 393 759

// expect-preview: Keyboard
// A preview shows no keyboard: ignoring its region changes nothing.
// expect: Color#0 = 0 59 393 759

// expect-preview: Fixed in the middle
// The orange touches no edge of the safe area: x = (393 - 100) / 2 = 146.5,
// y = 59 + (759 - 100) / 2 = 388.5, as if it did not ignore it.
// expect: Color#0 = 0 59 393 759
// expect: Color#1 = 146.5 388.5 100 100

// expect-preview: Padded
// The padding keeps the colour 16 pt inside the safe area: it touches none of its edges.
// (Inside a ZStack: a root that ignores the safe area, through its modifiers, is offered the
// whole screen instead.)
// expect: .padding#0 = 0 59 393 759
// expect: Color#0 = 16 75 361 727

// expect-preview: Stack ignoring
// The VStack is 759 high (its Spacer) from 59, touches both edges and reaches 0…852; laid out
// again in it, its texts go to the screen's top and foot: B at y = 852 - 20.33 = 831.67.
// expect: VStack#0 = _ 0 _ 852
// expect: Text#0 = _ 0 _ 20.33
// expect: Text#1 = _ 831.67 _ 20.33

// expect-preview: Yellow behind
// `.background(Color.yellow)` is a style's background (Color is a ShapeStyle): its fill reaches
// past the safe area where the background's frame (the frame's, 0 59 393 759) touches it. The
// VStack and its texts stay in the safe area: Bottom at y = 818 - 20.33 = 797.67.
// expect: .frame#0 = 0 59 393 759
// expect: VStack#0 = 0 59 393 759
// expect: Text#0 = _ 59 _ 20.33
// expect: Text#1 = _ 797.67 _ 20.33
// expect: Color#0 = 0 0 393 852

// expect-preview: Edges turned off
// `ignoresSafeAreaEdges: []`: the fill stays in the frame.
// expect: Color#0 = 0 59 393 759

// expect-preview: Top edge only
// expect: Color#0 = 0 0 393 818

// expect-preview: View form
// `.background { Color.red }` takes a view, not a style: it stays in the frame.
// expect: Color#0 = 0 59 393 759

// expect-preview: Small background
// A padded text in the middle touches no edge: its background is its own frame,
// 20.33 + 2 x 16 = 52.33 high, at y = 59 + (759 - 52.33) / 2 = 412.33.
// expect: Color#0 = _ 412.33 _ 52.33

// expect-preview: Bar at the foot
// The Spacer pushes the 50-high frame to the safe area's foot (768…818), where the view that
// ignores the safe area touches it: it reaches 768…852 and offers its content 393 x 84 from its
// top left. But its content is the fixed frame, which keeps its 50 whatever it is offered: it
// stays 768…818, and so does its colour. (Ignoring the safe area inside the frame, as below, is
// what makes the bar reach the screen's foot.)
// expect: Spacer#0 = _ 59 _ 709
// expect: .frame#0 = 0 768 393 50
// expect: Color#0 = 0 768 393 50

// expect-preview: Bar at the foot, ignoring inside
// The frame stays 768…818; the colour in it touches the safe area's foot and reaches 852.
// expect: .frame#0 = 0 768 393 50
// expect: Color#0 = 0 768 393 84

// expect-preview: Under the navigation bar
// The bar (44 pt, and 52 for the large title) is the content's safe area too: the ZStack has
// 155…818, the blue touches its top and foot and reaches the screen's (the stack touches the
// safe area's top, its bar reaching under the status bar). The text stays centred in the ZStack:
// y = 155 + (663 - 20.33) / 2 = 476.33.
// expect: NavigationStack#0 = 0 59 393 759
// expect: ZStack#0 = 0 155 393 663
// expect: Color#0 = 0 0 393 852
// expect: Text#0 = _ 476.33 _ 20.33

// expect-preview: Style under an inline bar
// An inline bar is 44 pt: the frame has 103…818, and its yellow reaches the screen's edges.
// expect: .frame#0 = 0 103 393 715
// expect: Color#0 = 0 0 393 852

// expect-preview: Behind the tab bar
// The tab bar (49 pt above the safe area's foot, 769…818) is the tab's safe area too: the red
// has 59…769, touches both edges and reaches the screen's; the bar stays where it was.
// expect: TabView#0 = 0 59 393 759
// expect: Color#0 = 0 0 393 852
// expect: TabItem#0 = 0 769 393 49

// expect-warnings: 0
