// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct TabViewBootcamp: View {

    @State var selectedTab: Int = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            HomeView(selectedTab: $selectedTab)
                .tabItem {
                    Image(systemName: "house.fill")
                    Text("Home")
                }
                .tag(0)

            Text("BROWSE TAB")
                .tabItem {
                    Image(systemName: "globe")
                    Text("Browse")
                }
                .tag(1)

            Text("PROFILE TAB")
                .tabItem {
                    Image(systemName: "person.fill")
                    Text("Profile")
                }
                .tag(2)
        }
        .accentColor(.red)
    }
}

struct HomeView: View {

    @Binding var selectedTab: Int

    var body: some View {
        ZStack {
            Color.red.edgesIgnoringSafeArea(.top)

            VStack {
                Text("Home tab")
                    .font(.largeTitle)
                    .foregroundColor(.white)

                Button(action: {
                    selectedTab = 2
                }, label: {
                    Text("Go to profile")
                        .font(.headline)
                        .padding()
                        .padding(.horizontal)
                        .background(Color.white)
                        .cornerRadius(10)
                })
            }
        }
    }
}

struct TabViewBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        TabViewBootcamp()
    }
}

// expect-preview: TabViewBootcamp_Previews
// The TabView takes the safe area (393 x 759 from y 59); the selected tab (0, Home) has the 710 pt
// above iOS's 49 pt tab bar, whose three items share its width: 131 each, from y 759 + 59 - 49 = 769.
// expect: TabView#0 = 0 59 393 759
// expect: TabItem#0 = 0 769 131 49
// expect: TabItem#1 = 131 769 131 49
// expect: TabItem#2 = 262 769 131 49
// The first tab's red ignores the safe area at the top only: the tab's content ends on the tab
// bar (59…769), so the red reaches up to the screen's top and stops at the bar.
// expect: Color#0 = 0 0 393 769

// expect-warnings: 0
