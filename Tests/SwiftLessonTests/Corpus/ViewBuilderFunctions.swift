import SwiftUI

struct HeaderViewRegular: View {
    let title: String
    let description: String?
    let iconName: String?

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.largeTitle)
                .fontWeight(.semibold)
            if let description = description {
                Text(description)
                    .font(.callout)
            }
            if let iconName {
                Image(systemName: iconName)
            }
            RoundedRectangle(cornerRadius: 5)
                .frame(height: 2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

struct HeaderViewGeneric<Content: View>: View {
    let title: String
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.largeTitle)
            content
        }
    }
}

enum ViewType {
    case one, two, three
}

struct LocalViewBuilder: View {
    let type: ViewType

    var body: some View {
        VStack {
            headerSection
        }
    }

    @ViewBuilder private var headerSection: some View {
        switch type {
        case .one:
            viewOne
        case .two, .three:
            Text("Two or three")
        }
    }

    private var viewOne: some View {
        Text("One!")
    }
}

#Preview {
    VStack {
        HeaderViewRegular(title: "New Title", description: "Hello", iconName: "heart.fill")
        HeaderViewGeneric(title: "Generic Title") {
            HStack {
                Text("Hi")
                Image(systemName: "bolt.fill")
            }
        }
        LocalViewBuilder(type: .two)
    }
}
