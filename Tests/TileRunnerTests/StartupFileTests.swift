import TestSupport
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

extension StartupFileLocationTests {
    /// The standard startup file is found, not named: a FIFO there is one warning, never a wait,
    /// and the session starts without it. `--init FIFO` is opened without waiting too.
    @Test func aFIFOAsTheStandardStartupFileIsWarnedOfWithoutWaiting() throws {
        let dir = try Scratch()
        try dir.sh("mkdir -p tileshell && mkfifo tileshell/init.tsh")
        var warnings: [String] = []
        let file = StartupFile.standard(environment: ["XDG_CONFIG_HOME": dir.path]) { warnings.append($0) }
        #expect(file == nil)
        #expect(
            warnings == [
                "tileshell: warning: cannot read the startup file '\(dir.path)/tileshell/init.tsh': "
                    + "it is not a regular file (a FIFO)\n"
            ])
        guard case .success(let named) = StartupFile.open(dir.file("tileshell/init.tsh")) else {
            Issue.record("--init of a FIFO was refused")
            return
        }
        named.close()
    }
}
