// Learner: computed properties, if/else and switch in a body, ternaries in modifiers.
import SwiftUI

enum Weather {
    case sunny, rainy, snowy
}

struct WeatherCard: View {
    var weather: Weather
    var temperature: Int

    var isHot: Bool {
        temperature > 25
    }

    var symbol: String {
        switch weather {
        case .sunny: return "sun.max.fill"
        case .rainy: return "cloud.rain.fill"
        case .snowy: return "snowflake"
        }
    }

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: symbol)
                .font(.largeTitle)
            if isHot {
                Color.red
                    .frame(width: 100, height: 20)
            } else {
                Color.blue
                    .frame(width: 80, height: 20)
            }
            switch weather {
            case .sunny:
                Color.yellow.frame(width: 60, height: 60)
            case .rainy, .snowy:
                Color.gray.frame(width: 60, height: 40)
            }
        }
        .frame(width: isHot ? 160 : 120)
        .background(weather == .sunny ? Color.orange : Color.teal)
    }
}

#Preview("Hot") {
    WeatherCard(weather: .sunny, temperature: 30)
}

#Preview("Cold") {
    WeatherCard(weather: .snowy, temperature: 3)
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Hot
// isHot: the frame is 160 wide, x = (393 - 160) / 2 = 116.5; the red bar (100) is centred in
// it, x = 116.5 + 30 = 146.5; the sunny square (60) x = 116.5 + 50 = 166.5; the orange
// background takes the frame's size.
// Pre-order: .background#0 .frame#0 VStack#0 Image#0 .frame#1 Color#0 .frame#2 Color#1 Color#2
// expect: .frame#0 = 116.5 _ 160 _
// expect: Color#0 = 146.5 _ 100 20
// expect: Color#1 = 166.5 _ 60 60
// expect: Color#2 = 116.5 _ 160 _

// expect-preview: Cold
// Not hot: the frame is 120 wide, x = 136.5; the blue bar (80) x = 156.5; the snowy case
// draws a 60 x 40 gray bar, x = 166.5.
// expect: .frame#0 = 136.5 _ 120 _
// expect: Color#0 = 156.5 _ 80 20
// expect: Color#1 = 166.5 _ 60 40
// expect: Color#2 = 136.5 _ 120 _

// expect-warnings: 0
