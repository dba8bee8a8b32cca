// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

extension Color {
    init(hex: UInt, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 08) & 0xff) / 255,
            blue: Double((hex >> 00) & 0xff) / 255,
            opacity: alpha
        )
    }

    static let brandPrimary = Color(hex: 0xFF5733)
    static let brandSecondary = Color(red: 0.2, green: 0.7, blue: 0.4)
}

struct PaletteView: View {
    let swatches: [Color] = [.brandPrimary, .brandSecondary, Color(hex: 0x3498DB), Color(hex: 0x000000, alpha: 0.5)]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<swatches.count, id: \.self) { i in
                RoundedRectangle(cornerRadius: 8)
                    .fill(swatches[i])
                    .frame(width: 60, height: 60)
            }
        }
        .padding()
        .background(Color.brandSecondary.opacity(0.2))
    }
}

#Preview {
    PaletteView()
}

// expect-warnings: 0
