// Lesson: padding: the default 16, chosen edges, and chosen lengths.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// Padding offers its child the offer minus the insets and adds them back to the child's size.
import SwiftUI

#Preview("Default") {
    Color.pink
        .frame(width: 80, height: 40)
        .padding()
}

#Preview("Horizontal") {
    Color.green
        .frame(width: 100, height: 100)
        .padding(.horizontal, 20)
}

#Preview("Top") {
    Color.green
        .frame(width: 100, height: 100)
        .padding(.top, 30)
}

#Preview("Length") {
    Color.green
        .frame(width: 100, height: 100)
        .padding(8)
}

#Preview("Edge set") {
    Color.green
        .frame(width: 100, height: 100)
        .padding([.leading, .bottom], 24)
}

#Preview("Flexible content") {
    Color.blue
        .padding()
}

// expect-preview: Default
// 80 + 32 = 112 by 40 + 32 = 72. x = (393 - 112) / 2 = 140.5; y = 59 + (759 - 72) / 2 = 59 + 343.5 = 402.5
// Frame 16 in: 156.5, 418.5.
// expect: .padding#0 = 140.5 402.5 112 72
// expect: .frame#0 = 156.5 418.5 80 40

// expect-preview: Horizontal
// 100 + 40 = 140 by 100. x = (393 - 140) / 2 = 126.5; y = 388.5. Frame at 126.5 + 20 = 146.5.
// expect: .padding#0 = 126.5 388.5 140 100
// expect: .frame#0 = 146.5 388.5 100 100

// expect-preview: Top
// 100 by 100 + 30 = 130. x = 146.5; y = 59 + (759 - 130) / 2 = 59 + 314.5 = 373.5. Frame at 373.5 + 30 = 403.5.
// expect: .padding#0 = 146.5 373.5 100 130
// expect: .frame#0 = 146.5 403.5 100 100

// expect-preview: Length
// 116 by 116. x = (393 - 116) / 2 = 138.5; y = 59 + (759 - 116) / 2 = 59 + 321.5 = 380.5. Frame at 146.5, 388.5.
// expect: .padding#0 = 138.5 380.5 116 116
// expect: .frame#0 = 146.5 388.5 100 100

// expect-preview: Edge set
// 124 by 124. x = (393 - 124) / 2 = 134.5; y = 59 + (759 - 124) / 2 = 59 + 317.5 = 376.5.
// Frame: leading inset 24 -> x = 158.5; no top inset -> y = 376.5.
// expect: .padding#0 = 134.5 376.5 124 124
// expect: .frame#0 = 158.5 376.5 100 100

// expect-preview: Flexible content
// The colour is offered 393 - 32 = 361 by 759 - 32 = 727 and takes it; padding fills the safe area.
// expect: .padding#0 = 0 59 393 759
// expect: Color#0 = 16 75 361 727

// expect-warnings: 0
