// Lesson: a custom init derives stored properties from a nested enum (the tile pattern).
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct SizedTile: View {
    let side: CGFloat
    let color: Color

    init(size: Size) {
        switch size {
        case .small:
            side = 60
            color = .green
        case .large:
            side = 120
            color = .blue
        }
    }

    enum Size {
        case small
        case large
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(color)
            .frame(width: side, height: side)
    }
}

struct SizedTile_Previews: PreviewProvider {
    static var previews: some View {
        HStack {
            SizedTile(size: .small)
            SizedTile(size: .large)
        }
    }
}

#Preview("Large alone") {
    SizedTile(size: .large)
}

// expect-preview: SizedTile_Previews
// HStack: 60 + 8 + 120 = 188 wide, 120 tall. x = (393 - 188) / 2 = 102.5; y = 59 + (759 - 120) / 2 = 378.5
// Small tile centred vertically: y = 378.5 + (120 - 60) / 2 = 408.5. Large tile at x = 102.5 + 68 = 170.5.
// expect: HStack#0 = 102.5 378.5 188 120
// expect: .frame#0 = 102.5 408.5 60 60
// expect: RoundedRectangle#0 = 102.5 408.5 60 60
// expect: .frame#1 = 170.5 378.5 120 120
// expect: RoundedRectangle#1 = 170.5 378.5 120 120

// expect-preview: Large alone
// x = (393 - 120) / 2 = 136.5; y = 378.5
// expect: .frame#0 = 136.5 378.5 120 120
// expect: RoundedRectangle#0 = 136.5 378.5 120 120

// expect-warnings: 0
