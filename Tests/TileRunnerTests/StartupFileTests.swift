import Testing
import TileSystem

@testable import TileRunner

/// Where the startup file is, and the flags that choose it.
@Suite struct StartupFileLocationTests {
    @Test(arguments: [
        (["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/ada"], "/x/config/tileshell/init.tsh"),
        (["XDG_CONFIG_HOME": "relative/config", "HOME": "/home/ada"], "/home/ada/.config/tileshell/init.tsh"),
        (["XDG_CONFIG_HOME": "", "HOME": "/home/ada"], "/home/ada/.config/tileshell/init.tsh"),
        (["HOME": "/home/ada"], "/home/ada/.config/tileshell/init.tsh"),
    ])
    func theStartupFileFollowsXDG(_ environment: [String: String], _ expected: String) {
        #expect(StartupFile.location(environment: environment) == expected)
    }

    @Test func historyStillFollowsXDGStateHome() {
        #expect(HistoryFile.location(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/tileshell/history")
        #expect(
            HistoryFile.location(environment: ["XDG_STATE_HOME": "s", "HOME": "/h"])
                == "/h/.local/state/tileshell/history")
    }
}
