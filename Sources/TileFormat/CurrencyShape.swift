extension CurrencyTemplate {
    /// One Foundation output taken apart: whatever surrounds the ASCII digits, and how the digits
    /// of a known integer are separated and followed by zero fraction digits.
    struct Shape: Equatable {
        var prefix: String
        var suffix: String
        /// The digits and separators, compared between signs.
        var middle: [Unicode.Scalar]
        var fractionDigits = 0
        var decimalSeparator = ""
        var groupSeparator: String?
        var primaryGroup = 3
        var secondaryGroup = 3

        /// `nil` unless `text` shows exactly `integerDigits` (in ASCII) then only zeros.
        init?(parsing text: String, integerDigits: String) {
            let scalars = Array(text.unicodeScalars)
            func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }
            guard let first = scalars.firstIndex(where: isDigit),
                let last = scalars.lastIndex(where: isDigit)
            else { return nil }
            prefix = String(String.UnicodeScalarView(scalars[..<first]))
            suffix = String(String.UnicodeScalarView(scalars[(last + 1)...]))
            middle = Array(scalars[first...last])

            let expected = Array(integerDigits.unicodeScalars)
            var digits: [Unicode.Scalar] = []
            var groupPositions: [Int] = []  // digits to the right of each group separator
            var run: [Unicode.Scalar] = []
            for scalar in middle {
                if !isDigit(scalar) {
                    run.append(scalar)
                    continue
                }
                if !run.isEmpty {
                    let separator = String(String.UnicodeScalarView(run))
                    run = []
                    if digits.count == expected.count {
                        decimalSeparator = separator
                    } else if digits.count < expected.count, groupSeparator == nil || groupSeparator == separator {
                        groupSeparator = separator
                        groupPositions.append(expected.count - digits.count)
                    } else {
                        return nil
                    }
                }
                digits.append(scalar)
            }
            guard digits.count >= expected.count, Array(digits[..<expected.count]) == expected,
                digits[expected.count...].allSatisfy({ $0 == "0" })
            else { return nil }
            fractionDigits = digits.count - expected.count
            guard (fractionDigits == 0) == decimalSeparator.isEmpty else { return nil }

            // Positions run from the left, so from the largest distance to the smallest.
            if let primary = groupPositions.last {
                primaryGroup = primary
                let gaps = zip(groupPositions, groupPositions.dropFirst()).map { $0 - $1 }
                secondaryGroup = gaps.last ?? primary
                guard secondaryGroup > 0, gaps.allSatisfy({ $0 == secondaryGroup }) else { return nil }
            }
        }
    }
}
