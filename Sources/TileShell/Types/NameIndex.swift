/// Positions of names, found by their UTF-8 bytes: the names the checker looks up on every
/// command (bindings, enums, an enum's cases), read in place from the entry's text.
///
/// A name is hashed over its bytes and compared byte for byte, in an open-addressed table. Names
/// mean what `String` equality says, though: `K` and the Kelvin sign (U+212A) are one name, as
/// are a precomposed `é` and `e` with a combining accent. Two ASCII names are equal only when
/// their bytes are, so a name missed by its bytes is looked up again as a `String` only when it,
/// or a name in the index, is not ASCII. The `String`-keyed table for those look-ups is made when
/// the first name that is not ASCII comes: until then a stray non-ASCII look-up compares names
/// one by one.
struct NameIndex: Sendable {
    private struct Entry: Sendable {
        var name: String
        var position: Int
        var hash: UInt32
    }

    /// In insertion order.
    private var entries: [Entry] = []
    /// A power-of-two count of slots, at most half full: 0 is empty, else an entry's index + 1.
    private var slots: [Int32] = []
    /// The same names as `String` keys, for the look-ups bytes cannot settle; nil while every
    /// name is ASCII (most sessions never make it: each name inserted was hashed twice).
    private var byString: [String: Int]?
    private var nonASCIINames = 0

    /// An empty index.
    init() {}

    /// An empty index with room for `capacity` names, so that filling it to that size neither
    /// grows its dictionary nor rebuilds its slots.
    init(capacity: Int) {
        guard capacity > 0 else { return }
        entries.reserveCapacity(capacity)
        slots = Array(repeating: 0, count: Self.slotCount(for: capacity))
    }

    /// The position of `name`, or nil.
    /// Roughly the bytes it holds (for the undo log's bound): its entries, their names and its slots.
    var byteCost: Int {
        64 + slots.count * 4 + entries.reduce(0) { $0 + 32 + $1.name.stringCost } + (byString?.count ?? 0) * 48
    }

    func position(of name: String) -> Int? {
        name.utf8.withContiguousStorageIfAvailable { position(ofBytes: $0) } ?? byStringOrScan(name)
    }

    /// The position of the name spelt by `bytes` (UTF-8), or nil.
    func position<Bytes: Collection<UInt8>>(ofUTF8 bytes: Bytes) -> Int? {
        bytes.withContiguousStorageIfAvailable { position(ofBytes: $0) }
            ?? Array(bytes).withUnsafeBufferPointer { position(ofBytes: $0) }
    }

    private func position(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if !slots.isEmpty {
            let hash = Self.hash(bytes)
            let mask = slots.count - 1
            var i = Int(hash) & mask
            while slots[i] != 0 {
                let e = Int(slots[i]) - 1
                if entries[e].hash == hash && Self.equal(entries[e].name, bytes) { return entries[e].position }
                i = (i + 1) & mask
            }
        }
        guard nonASCIINames > 0 || !Self.isASCII(bytes) else { return nil }
        return byStringOrScan(String(decoding: bytes, as: UTF8.self))
    }

    /// The position of the name equal to `name` as a `String`.
    private func byStringOrScan(_ name: String) -> Int? {
        if let byString { return byString[name] }
        return entries.first { $0.name == name }?.position
    }

    /// Adds `name` at `position`, unless an equal name is already there (the first one stays).
    mutating func insert(_ name: String, at position: Int) {
        guard self.position(of: name) == nil else { return }
        if !Self.isASCII(name) {
            nonASCIINames += 1
            if byString == nil {
                byString = Dictionary(entries.map { ($0.name, $0.position) }, uniquingKeysWith: { first, _ in first })
            }
        }
        byString?[name] = position
        let hash = name.utf8.withContiguousStorageIfAvailable { Self.hash($0) } ?? Self.hash(Array(name.utf8))
        entries.append(Entry(name: name, position: position, hash: hash))
        if entries.count * 2 > slots.count {
            rebuild()
        } else {
            place(entries.count - 1)
        }
    }

    /// Takes back the name inserted last.
    mutating func removeLast() {
        guard let last = entries.popLast() else { return }
        byString?[last.name] = nil
        if !Self.isASCII(last.name) { nonASCIINames -= 1 }
        // NB: the names after it in its run of full slots are placed again, so that no search
        // stops early at the slot it leaves empty.
        let mask = slots.count - 1
        var i = Int(last.hash) & mask
        while Int(slots[i]) != entries.count + 1 { i = (i + 1) & mask }
        slots[i] = 0
        i = (i + 1) & mask
        while slots[i] != 0 {
            let e = Int(slots[i]) - 1
            slots[i] = 0
            place(e)
            i = (i + 1) & mask
        }
    }

    private mutating func rebuild() {
        slots = Array(repeating: 0, count: Self.slotCount(for: entries.count))
        for e in entries.indices { place(e) }
    }

    /// The slots for `names` names: a power of two, at least 8 and at least twice `names`.
    private static func slotCount(for names: Int) -> Int {
        var count = 8
        while count < names * 2 { count *= 2 }
        return count
    }

    private mutating func place(_ entry: Int) {
        let mask = slots.count - 1
        var i = Int(entries[entry].hash) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = Int32(entry + 1)
    }

    /// FNV-1a: names are short, and a few multiplications beat a keyed hash's set-up.
    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    private static func equal(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { String.sameBytes($0, bytes) } ?? name.utf8.elementsEqual(bytes)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { String.isASCII(bytes) }

    private static func isASCII(_ name: String) -> Bool { name.utf8.allSatisfy { $0 < 0x80 } }
}
