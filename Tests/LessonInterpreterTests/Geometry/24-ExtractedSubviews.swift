// Lesson: extracting parts of a body into computed properties and a separate view.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct ProfileCard: View {
    var body: some View {
        VStack(spacing: 0) {
            header
            content
            footer
        }
        .frame(width: 300)
    }

    var header: some View {
        Color.blue
            .frame(height: 80)
    }

    var content: some View {
        HStack(spacing: 12) {
            avatar
            Color.gray.opacity(0.3)
                .frame(height: 60)
        }
        .padding()
    }

    private var avatar: some View {
        Circle()
            .fill(Color.orange)
            .frame(width: 60, height: 60)
    }

    var footer: some View {
        FooterBar()
    }
}

struct FooterBar: View {
    var body: some View {
        Color.black.opacity(0.8)
            .frame(height: 44)
    }
}

#Preview {
    ProfileCard()
}

// expect-preview: Preview
// The outer frame offers 300 x 759. All three rows are fixed in height:
// header 80; content = padding(16) around an HStack 60 tall = 92; footer 44. VStack: 300 x 216.
// x = (393 - 300) / 2 = 46.5; y = 59 + (759 - 216) / 2 = 59 + 271.5 = 330.5
// Content: padding offers 300 - 32 = 268 to the HStack; the avatar (fixed 60) goes first, the
// gray bar takes 268 - 12 - 60 = 196. HStack at 46.5 + 16 = 62.5, 330.5 + 80 + 16 = 426.5.
// Gray bar x = 62.5 + 60 + 12 = 134.5. Footer y = 330.5 + 80 + 92 = 502.5 (ends at 546.5 = 330.5 + 216).
// Pre-order: .frame#0, VStack, .frame#1 Color#0, .padding#0 HStack .frame#2 Circle#0 .frame#3 Color#1,
// .frame#4 Color#2
// expect: .frame#0 = 46.5 330.5 300 216
// expect: VStack#0 = 46.5 330.5 300 216
// expect: .frame#1 = 46.5 330.5 300 80
// expect: Color#0 = 46.5 330.5 300 80
// expect: .padding#0 = 46.5 410.5 300 92
// expect: HStack#0 = 62.5 426.5 268 60
// expect: Circle#0 = 62.5 426.5 60 60
// expect: .frame#3 = 134.5 426.5 196 60
// expect: Color#1 = 134.5 426.5 196 60
// expect: .frame#4 = 46.5 502.5 300 44
// expect: Color#2 = 46.5 502.5 300 44

// expect-warnings: 0
