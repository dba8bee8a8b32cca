#if canImport(Glibc)
    import Glibc
#endif

/// The XDG base directories tileshell keeps its files in, as the XDG Base Directory
/// specification defines them: the variable's value when it is an absolute path (a relative one
/// is ignored), else the default under the home directory.
///
/// Example: `XDGDirectory.config.path(environment: env)` is `/home/ada/.config`.
package enum XDGDirectory {
    /// `$XDG_CONFIG_HOME`, default `~/.config`: the startup file.
    case config
    /// `$XDG_STATE_HOME`, default `~/.local/state`: the history.
    case state

    var variable: String {
        switch self {
        case .config: "XDG_CONFIG_HOME"
        case .state: "XDG_STATE_HOME"
        }
    }

    var underHome: String {
        switch self {
        case .config: "/.config"
        case .state: "/.local/state"
        }
    }

    /// The directory; nil when the variable is unset or relative and there is no home directory
    /// (`HOME`, else the password database).
    package func path(environment: [String: String]) -> String? {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        var home = environment["HOME"] ?? ""
        if home.isEmpty, let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
            home = String(cString: dir)
        }
        guard home.hasPrefix("/") else { return nil }
        return home + underHome
    }
}
