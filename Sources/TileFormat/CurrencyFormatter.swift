import Foundation
import TileShell

/// How one (currency, locale) pair is formatted: by a learned ``CurrencyTemplate`` when it
/// reproduces Foundation exactly, else by Foundation's style. A class, so handing one out of the
/// cache's lock costs a retain rather than a copy of the style.
final class CurrencyFormatter: Sendable {
    let style: Decimal.FormatStyle.Currency
    let template: CurrencyTemplate?

    init(code: String, locale: String) {
        let id = FoundationFormatting.foundationIdentifier(locale)
        style = Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: id))
        template = CurrencyTemplate.learn(style: style)
    }

    func format(_ amount: DecimalValue) -> String {
        template?.format(amount) ?? style.format(amount.foundationDecimal)
    }
}
