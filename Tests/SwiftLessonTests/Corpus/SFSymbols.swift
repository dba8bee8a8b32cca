import SwiftUI

struct SFSymbols: View {
    let names = ["heart.fill", "star", "person.crop.circle.badge.plus", "cloud.sun.rain.fill"]

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "heart.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 100, height: 100)
                .foregroundColor(.red)
            Image(systemName: "person.fill.badge.plus")
                .renderingMode(.original)
                .font(.system(size: 60))
            Image(systemName: "cloud.sun.rain.fill")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 80, height: 80)
                .clipped()
            HStack {
                ForEach(names, id: \.self) { name in
                    Image(systemName: name)
                        .font(.title)
                }
            }
        }
    }
}

#Preview {
    SFSymbols()
}
