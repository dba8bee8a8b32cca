// Lesson: HStack and VStack with their default spacing (8 pt between two shapes or colours).
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct Squares: View {
    var body: some View {
        HStack {
            Color.red.frame(width: 80, height: 80)
            Color.green.frame(width: 80, height: 80)
            Color.blue.frame(width: 80, height: 80)
        }
    }
}

struct Column: View {
    var body: some View {
        VStack {
            Rectangle().fill(Color.red).frame(width: 80, height: 80)
            Rectangle().fill(Color.green).frame(width: 80, height: 80)
            Rectangle().fill(Color.blue).frame(width: 80, height: 80)
        }
    }
}

struct Spaced: View {
    var body: some View {
        VStack(spacing: 30) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }
            HStack(spacing: 20) {
                Color.red.frame(width: 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }
        }
    }
}

#Preview("HStack") {
    Squares()
}

#Preview("VStack") {
    Column()
}

#Preview("Spacing") {
    Spaced()
}

// expect-preview: HStack
// 3 * 80 + 2 * 8 = 256 wide, 80 tall. x = (393 - 256) / 2 = 68.5; y = 59 + (759 - 80) / 2 = 398.5
// Squares at x 68.5, 68.5 + 88 = 156.5, 156.5 + 88 = 244.5 (ends at 324.5 = 68.5 + 256).
// expect: HStack#0 = 68.5 398.5 256 80
// expect: .frame#0 = 68.5 398.5 80 80
// expect: Color#0 = 68.5 398.5 80 80
// expect: .frame#1 = 156.5 398.5 80 80
// expect: .frame#2 = 244.5 398.5 80 80
// expect: Color#2 = 244.5 398.5 80 80

// expect-preview: VStack
// 80 wide, 256 tall. x = (393 - 80) / 2 = 156.5; y = 59 + (759 - 256) / 2 = 59 + 251.5 = 310.5
// Squares at y 310.5, 398.5, 486.5.
// expect: VStack#0 = 156.5 310.5 80 256
// expect: Rectangle#0 = 156.5 310.5 80 80
// expect: Rectangle#1 = 156.5 398.5 80 80
// expect: Rectangle#2 = 156.5 486.5 80 80

// expect-preview: Spacing
// Top row 50 + 0 + 50 = 100 wide; bottom row 50 + 20 + 50 = 120 wide; each 50 tall.
// VStack: 120 wide, 50 + 30 + 50 = 130 tall. x = (393 - 120) / 2 = 136.5; y = 59 + (759 - 130) / 2 = 373.5
// Top row centred: x = 136.5 + 10 = 146.5, y = 373.5; squares at 146.5 and 196.5.
// Bottom row: x = 136.5, y = 373.5 + 80 = 453.5; squares at 136.5 and 136.5 + 70 = 206.5.
// Pre-order: VStack, HStack#0 .frame#0 Color#0 .frame#1 Color#1, HStack#1 .frame#2 Color#2 .frame#3 Color#3
// expect: VStack#0 = 136.5 373.5 120 130
// expect: HStack#0 = 146.5 373.5 100 50
// expect: .frame#0 = 146.5 373.5 50 50
// expect: .frame#1 = 196.5 373.5 50 50
// expect: HStack#1 = 136.5 453.5 120 50
// expect: .frame#2 = 136.5 453.5 50 50
// expect: .frame#3 = 206.5 453.5 50 50

// expect-warnings: 0
