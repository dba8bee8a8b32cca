/// The memory oracle: the heap bytes an input's sessions hold once it has run, as AddressSanitizer
/// counts them (the fuzzer is always built with it), against what the limits allow: each undo
/// log's 16 MiB (README "Limits"), the drawings' log and the files, for each of the shells.
///
/// NB: read while the shells are alive, so what is counted is what they keep (undo steps and
/// the Swift state a tap stores), not what a command made and dropped.
struct MemoryMeter {
    /// Three shells at the most (plain, colour, JSON) and the file commands' one, each with an
    /// undo log of 16 MiB; 64 MiB of slack for drawings and the rest; 256 bytes an input byte.
    static func allowance(inputBytes: Int) -> Int { 4 * (16 << 20) + (64 << 20) + 256 * inputBytes }

    let before = sanitizerAllocatedBytes()

    func check(inputBytes: Int) {
        let held = sanitizerAllocatedBytes() - before
        let allowed = Self.allowance(inputBytes: inputBytes)
        if held > allowed {
            fail(
                "an input of \(inputBytes) bytes left its sessions holding \(held >> 20) MiB, over \(allowed >> 20) MiB"
            )
        }
    }
}

@_silgen_name("__sanitizer_get_current_allocated_bytes")
func sanitizerAllocatedBytes() -> Int
