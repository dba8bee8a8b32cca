// Lesson: if/else, if let and switch inside a view builder.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A branch that draws nothing adds no child and no spacing to the stack.
import SwiftUI

struct StatusView: View {
    enum Status {
        case idle, loading, done
    }

    let status: Status
    let note: String?

    var body: some View {
        VStack(spacing: 8) {
            switch status {
            case .idle:
                Color.gray.frame(width: 100, height: 40)
            case .loading:
                Color.yellow.frame(width: 150, height: 40)
            case .done:
                Color.green.frame(width: 200, height: 40)
            }
            if let note {
                Text(note)
                    .frame(width: 200, height: 30)
            }
            if status == .done {
                Circle()
                    .fill(Color.green)
                    .frame(width: 30, height: 30)
            } else {
                Rectangle()
                    .fill(Color.gray)
                    .frame(width: 30, height: 30)
            }
        }
    }
}

#Preview("Done") {
    StatusView(status: .done, note: "All set")
}

#Preview("Idle") {
    StatusView(status: .idle, note: nil)
}

#Preview("Loading") {
    StatusView(status: .loading, note: "Fetching")
}

// expect-preview: Done
// Children: 200 x 40, the note's 200 x 30 frame, 30 x 30. Explicit spacing 8 (text or not):
// 40 + 30 + 30 + 2 * 8 = 116 tall, 200 wide. x = 96.5; y = 59 + (759 - 116) / 2 = 59 + 321.5 = 380.5
// y: 380.5; 380.5 + 48 = 428.5; 428.5 + 38 = 466.5 (ends at 496.5). Circle x = 96.5 + 85 = 181.5.
// expect: VStack#0 = 96.5 380.5 200 116
// expect: .frame#0 = 96.5 380.5 200 40
// expect: .frame#1 = 96.5 428.5 200 30
// expect: .frame#2 = 181.5 466.5 30 30
// expect: Circle#0 = 181.5 466.5 30 30

// expect-preview: Idle
// No note: two children, 40 + 8 + 30 = 78 tall, 100 wide.
// x = 146.5; y = 59 + (759 - 78) / 2 = 59 + 340.5 = 399.5. Square: x = 146.5 + 35 = 181.5, y = 399.5 + 48 = 447.5.
// expect: VStack#0 = 146.5 399.5 100 78
// expect: .frame#0 = 146.5 399.5 100 40
// expect: .frame#1 = 181.5 447.5 30 30
// expect: Rectangle#0 = 181.5 447.5 30 30

// expect-preview: Loading
// 116 tall, 200 wide (the note's frame is the widest) at 96.5, 380.5. Yellow: x = 96.5 + 25 = 121.5.
// expect: VStack#0 = 96.5 380.5 200 116
// expect: .frame#0 = 121.5 380.5 150 40
// expect: .frame#1 = 96.5 428.5 200 30
// expect: Rectangle#0 = 181.5 466.5 30 30

// expect-warnings: 0
