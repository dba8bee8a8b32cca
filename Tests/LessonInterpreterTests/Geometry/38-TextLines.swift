// Geometry corpus: a text's height and the default spacing beside texts, worked out by hand.
// A one-line Text is SF Pro's ascender plus descender, 1950 + 494 of 2048 units to the em
// (1.193 em), rounded up to the 3x screen's pixel (a third of a point): body and headline
// 17 x 1.193 = 20.29 -> 20.33; title 28 x 1.193 = 33.42 -> 33.67; large title 34 x 1.193 =
// 40.57 -> 40.67; caption 12 x 1.193 = 14.32 -> 14.33; two body lines 40.57 -> 40.67.
// Default spacing: none between two texts one above the other, the system's 8 pt between a
// text and any other view (a Button, a Color).
import SwiftUI

struct TextLines: View {
    var body: some View {
        VStack {
            Text("Hello")
            Text("World").font(.title)
            Button("Tap") {}
            Color.red.frame(width: 50, height: 50)
            Text("Done").font(.caption)
        }
    }
}

struct Paragraph: View {
    var body: some View {
        Text("A paragraph that wraps onto two lines")
            .frame(width: 200)
    }
}

struct SideBySide: View {
    var body: some View {
        HStack {
            Text("Left").font(.largeTitle)
            Text("Right")
        }
    }
}

#Preview("Lines") { TextLines() }
#Preview("Paragraph") { Paragraph() }
#Preview("Side by side") { SideBySide() }

// expect-preview: Lines
// Heights 20.33 + 33.67 + 20.33 (the button's body line) + 50 + 14.33 = 138.67, with spacing
// 0 (text/text) + 8 (text/button) + 8 (button/colour) + 8 (colour/text) = 24: 162.67 tall, at
// y = 59 + (759 - 162.67) / 2 = 357.17.
// Texts' y: 357.17; + 20.33 = 377.5; + 33.67 + 8 = 419.17 (the button); + 20.33 + 8 = 447.5 (the
// colour, at x (393 - 50) / 2 = 171.5); + 50 + 8 = 505.5.
// expect: VStack#0 = _ 357.17 _ 162.67
// expect: Text#0 = _ 357.17 _ 20.33
// expect: Text#1 = _ 377.5 _ 33.67
// expect: Button#0 = _ 419.17 _ 20.33
// expect: Color#0 = 171.5 447.5 50 50
// expect: Text#3 = _ 505.5 _ 14.33

// expect-preview: Paragraph
// The text (about 265 pt on one line) wraps at 200 pt into two body lines, 40.67 tall; the frame is 200 wide and as tall,
// at x = (393 - 200) / 2 = 96.5, y = 59 + (759 - 40.67) / 2 = 418.17.
// expect: .frame#0 = 96.5 418.17 200 40.67
// expect: Text#0 = _ 418.17 _ 40.67

// expect-preview: Side by side
// Beside each other the texts keep the system's 8 pt; the row is the large title's 40.67 tall
// at y = 59 + (759 - 40.67) / 2 = 418.17, the body text centred on it: 418.17 + (40.67 - 20.33) / 2 = 428.33.
// expect: HStack#0 = _ 418.17 _ 40.67
// expect: Text#0 = _ 418.17 _ 40.67
// expect: Text#1 = _ 428.33 _ 20.33

// expect-warnings: 0
