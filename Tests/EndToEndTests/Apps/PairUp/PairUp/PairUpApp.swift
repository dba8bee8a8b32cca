//
//  PairUpApp.swift
//  PairUp
//

import SwiftUI

@main
struct PairUpApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
