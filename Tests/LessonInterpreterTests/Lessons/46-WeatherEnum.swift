// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

enum Weather: String, CaseIterable {
    case sunny, cloudy, rainy, snowy

    var icon: String {
        switch self {
        case .sunny: return "sun.max.fill"
        case .cloudy: return "cloud.fill"
        case .rainy: return "cloud.rain.fill"
        case .snowy: return "snowflake"
        }
    }

    var color: Color {
        switch self {
        case .sunny: .yellow
        case .cloudy: .gray
        case .rainy: .blue
        case .snowy: .cyan
        }
    }
}

struct WeatherRow: View {
    let weather: Weather
    var temperature: Int = 20

    var body: some View {
        HStack {
            Image(systemName: weather.icon)
                .foregroundStyle(weather.color)
                .frame(width: 30)
            Text(weather.rawValue.capitalized)
            Spacer()
            Text("\(temperature)°")
                .fontWeight(.bold)
        }
        .padding(.horizontal)
    }
}

struct WeatherListView: View {
    var body: some View {
        VStack(spacing: 16) {
            ForEach(Weather.allCases, id: \.self) { weather in
                WeatherRow(weather: weather, temperature: weather == .snowy ? -2 : 18)
            }
        }
    }
}

#Preview("All weather") {
    WeatherListView()
}

#Preview("One row") {
    WeatherRow(weather: .rainy)
}

// expect-warnings: 0
