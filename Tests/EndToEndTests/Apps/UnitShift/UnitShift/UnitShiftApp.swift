//
//  UnitShiftApp.swift
//  UnitShift
//

import SwiftUI

@main
struct UnitShiftApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
