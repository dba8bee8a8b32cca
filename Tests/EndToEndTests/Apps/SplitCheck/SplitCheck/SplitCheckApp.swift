//
//  SplitCheckApp.swift
//  SplitCheck
//

import SwiftUI

@main
struct SplitCheckApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
