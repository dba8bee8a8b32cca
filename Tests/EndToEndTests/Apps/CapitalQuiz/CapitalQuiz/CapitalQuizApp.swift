//
//  CapitalQuizApp.swift
//  CapitalQuiz
//

import SwiftUI

@main
struct CapitalQuizApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
