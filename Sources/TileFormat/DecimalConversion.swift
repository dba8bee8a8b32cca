import Foundation
import TileShell

extension DecimalValue {
    /// The same number as a Foundation `Decimal`, built from the integer significand and a
    /// power-of-ten exponent, so no binary floating point is involved and all 18 digits survive.
    ///
    /// `Decimal` exponents span -128...127. A scale beyond 128 describes a magnitude below
    /// 10^-110, which every currency rounds to zero, so it is clamped to the smallest exponent
    /// (keeping the sign, so a tiny negative amount still prints as "-$0.00"). A negative
    /// scale below -127 cannot be represented and is clamped the same way at the top.
    var foundationDecimal: Decimal {
        var significand = significand
        var exponent = -scale
        if exponent < -128 {
            // Keep "non-zero, this sign" rather than underflowing to zero.
            significand = significand == 0 ? 0 : 1
            exponent = -128
        } else if exponent > 127 {
            exponent = 127
        }
        return Decimal(
            sign: isNegative ? .minus : .plus,
            exponent: exponent,
            significand: Decimal(significand)
        )
    }
}
