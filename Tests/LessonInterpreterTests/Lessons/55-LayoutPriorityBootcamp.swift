// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct LayoutPriorityBootcamp: View {
    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Text("A very long title that might need to be truncated somewhere")
                    .lineLimit(1)
                    .truncationMode(.middle)
                    .layoutPriority(1)
                Text("Short")
                    .lineLimit(1)
            }
            .padding(.horizontal)

            HStack(alignment: .firstTextBaseline) {
                Text("Big")
                    .font(.largeTitle)
                Text("small")
                    .font(.caption)
                    .textCase(.uppercase)
            }

            Text("Fixed size, never wraps even when it is long")
                .fixedSize(horizontal: true, vertical: false)
                .frame(width: 100)
                .border(Color.red)

            Text("Line spacing\nis bigger\nhere")
                .lineSpacing(10)
                .multilineTextAlignment(.center)
        }
    }
}

#Preview {
    LayoutPriorityBootcamp()
}
// Not drawn yet, each said once: .layoutPriority (stacks offer space by flexibility only), .truncationMode (the end is cut), .lineSpacing.
// expect-warnings: 3
// expect-warning: '.layoutPriority' is not supported yet; drawn without it
// expect-warning: '.lineSpacing' is not supported yet; drawn without it
// expect-warning: '.truncationMode' is not supported yet; drawn without it
