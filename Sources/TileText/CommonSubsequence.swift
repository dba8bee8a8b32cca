/// The longest common subsequence of two sequences, as the steps that walk both: an element in
/// both, one only the first has, one only the second has. The one table both of the project's
/// diffs build on: a transcript's lines (`UnifiedDiff`) and a layout golden's children
/// (`SnapshotDiff`). O(n·m) time and memory, so callers give a limit.
///
///     CommonSubsequence.steps(3, 2, limit: 100) { a[$0] == b[$1] }
public enum CommonSubsequence {
    public enum Kind: Equatable, Sendable {
        case both
        case onlyFirst
        case onlySecond
    }

    /// A step, with where it stands in each sequence (`i` in the first, `j` in the second).
    public struct Step: Equatable, Sendable {
        public var kind: Kind
        public var i: Int
        public var j: Int
    }

    /// The steps, an element of both taken as soon as it matches; nil when `n·m` is over `limit`.
    public static func steps(_ n: Int, _ m: Int, limit: Int, same: (Int, Int) -> Bool) -> [Step]? {
        guard n >= 0, m >= 0, n < limit, m < limit else { return nil }
        let cells = (n + 1).multipliedReportingOverflow(by: m + 1)
        guard !cells.overflow, cells.partialValue <= limit else { return nil }
        var table = [Int](repeating: 0, count: cells.partialValue)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] =
                    same(i, j)
                    ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var out: [Step] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, same(i, j) {
                out.append(Step(kind: .both, i: i, j: j))
                i += 1
                j += 1
            } else if i < n, j == m || table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                out.append(Step(kind: .onlyFirst, i: i, j: j))
                i += 1
            } else {
                out.append(Step(kind: .onlySecond, i: i, j: j))
                j += 1
            }
        }
        return out
    }
}
