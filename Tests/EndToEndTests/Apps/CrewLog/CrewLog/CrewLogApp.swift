import SwiftUI

@main
struct CrewLogApp: App {
    @StateObject private var favourites = Favourites()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(favourites)
        }
    }
}
