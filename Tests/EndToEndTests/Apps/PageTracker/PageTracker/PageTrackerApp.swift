//
//  PageTrackerApp.swift
//  PageTracker
//

import SwiftUI

@main
struct PageTrackerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
