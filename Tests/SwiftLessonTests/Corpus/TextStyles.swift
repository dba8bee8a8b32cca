import SwiftUI

struct TextStyles: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Large Title").font(.largeTitle)
            Text("Title").font(.title).fontWeight(.semibold)
            Text("Headline").font(.headline)
            Text("Body text that is long enough to wrap onto a second line when the frame is narrow.")
                .font(.body)
                .multilineTextAlignment(.leading)
                .lineLimit(2)
            Text("caption".uppercased())
                .font(.caption)
                .kerning(1.5)
                .foregroundColor(.secondary)
            Text("Bold and italic")
                .bold()
                .italic()
                .underline(true, color: .red)
                .strikethrough()
            Text("Scaled")
                .font(.system(size: 24, weight: .heavy, design: .rounded))
                .minimumScaleFactor(0.5)
                .baselineOffset(4)
                .textCase(.uppercase)
        }
        .frame(width: 300, alignment: .leading)
    }
}

#Preview {
    TextStyles()
}
