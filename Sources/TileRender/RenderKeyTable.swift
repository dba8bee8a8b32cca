/// A map from render keys to numbers (a `RenderCache`'s slots): an open-addressed table whose
/// buckets hold indices into plain arrays of keys and values.
///
/// `var t = RenderKeyTable(); t.insert(3, for: key); t[key] == 3`
///
/// NB: not a `Dictionary`: that hashes each key with a seeded SipHash and copies the key it
/// probes in and out of its storage; here a key's `packedHash` is multiplied once. The hash is not
/// seeded, so keys can be made to share buckets, as they could already share a `packedHash`: that
/// costs the script that makes them its own look-ups, bounded by the number of keys a cache holds
/// before it starts over.
struct RenderKeyTable {
    private var keys: [RenderKey] = []
    private var values: [Int] = []
    /// For each bucket, the index in `keys` plus one, or 0 when empty. A power of two long, at
    /// least twice as long as `keys`.
    private var buckets: [Int32] = Array(repeating: 0, count: 1 << Self.initialBits)
    /// 64 minus log2 of the bucket count: the bits of the mixed hash that are not kept.
    private var shift = 64 - Self.initialBits

    private static let initialBits = 6

    /// How many keys the table holds.
    var count: Int { keys.count }

    /// The value stored for `key`, if any.
    /// NB: compares what `RenderKey.==` compares, field by field where the key lies: `keys[i] ==
    /// key` copied the whole stored key, a retain and a release of its title and labels, at
    /// every look-up.
    subscript(key: RenderKey) -> Int? {
        let mask = buckets.count - 1
        var b = bucket(of: key)
        while true {
            let i = Int(buckets[b])
            if i == 0 { return nil }
            let k = i - 1
            if keys[k].number == key.number, keys[k].look == key.look, keys[k].width == key.width,
                keys[k].depth == key.depth, RenderKey.sameKind(keys[k].kind, key.kind), keys[k].title == key.title,
                keys[k].labels == key.labels
            {
                return values[k]
            }
            b = (b + 1) & mask
        }
    }

    /// Stores `value` for `key`, which the table does not hold yet.
    mutating func insert(_ value: Int, for key: RenderKey) {
        if 2 * (keys.count + 1) > buckets.count { grow() }
        keys.append(key)
        values.append(value)
        place(keys.count - 1)
    }

    /// Forgets every key, keeping the room.
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        for b in buckets.indices { buckets[b] = 0 }
    }

    /// Puts `keys[index]` in the first empty bucket from its own.
    private mutating func place(_ index: Int) {
        let mask = buckets.count - 1
        var b = bucket(of: keys[index])
        while buckets[b] != 0 { b = (b + 1) & mask }
        buckets[b] = Int32(truncatingIfNeeded: index + 1)
    }

    private mutating func grow() {
        buckets = Array(repeating: 0, count: buckets.count * 2)
        shift -= 1
        for i in keys.indices { place(i) }
    }

    /// The top bits of the key's mixed hash.
    @inline(__always)
    private func bucket(of key: RenderKey) -> Int {
        Int(truncatingIfNeeded: key.mixedHash >> UInt64(shift))
    }
}
