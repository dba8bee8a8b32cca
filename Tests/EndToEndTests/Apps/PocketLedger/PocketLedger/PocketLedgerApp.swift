//
//  PocketLedgerApp.swift
//  PocketLedger
//

import SwiftUI

@main
struct PocketLedgerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
