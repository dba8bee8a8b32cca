#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a deep recursion on a thread of its own with a large stack, so that the parser's depth
/// limit, not the caller's thread (Swift's cooperative threads have 512 KB), bounds its nesting.
///
///     let tree = LargeStack.run { parser.parseSourceFile() }
package enum LargeStack {
    /// NB: at the depth limit a debug build's frames need several megabytes; pages are only
    /// touched as the recursion uses them.
    static let defaultSize = 64 << 20

    final class Box: @unchecked Sendable {
        var work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// The interpreter's stack: a value the step budget lets a file nest (about 600 000 arrays
    /// deep) is freed by recursion, a few hundred bytes a level. NB: reserved, not touched.
    package static let interpreterSize = 1 << 30

    package static func run<T>(size: Int = defaultSize, _ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let box = Box { result = body() }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            #if canImport(Glibc)
                var thread = pthread_t()
            #else
                var thread: pthread_t?
            #endif
            let context = Unmanaged.passRetained(box).toOpaque()
            let created = pthread_create(
                &thread, &attributes,
                { context in
                    guard let context else { return nil }
                    Unmanaged<Box>.fromOpaque(context).takeRetainedValue().work()
                    return nil
                }, context)
            if created == 0 {
                pthread_join(thread, nil)
            } else {
                Unmanaged<Box>.fromOpaque(context).takeRetainedValue().work()
            }
            guard let result else { return body() }
            return result
        }
    }
}
