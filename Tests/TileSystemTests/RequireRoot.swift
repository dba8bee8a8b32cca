import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension Scratch {
    /// Device nodes need root; CI runs as root, so a test that needs it fails rather than skips.
    static func requireRoot() -> Bool {
        let root = geteuid() == 0
        #expect(root, "this test makes device nodes and changes owners: run it as root (CI does)")
        return root
    }
}
