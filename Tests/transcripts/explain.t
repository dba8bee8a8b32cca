explain says what a binding's view is and why it looks as it does, or what a drawing command
would draw, without drawing it.
% now=2026-11-29T12:00:00Z

  $ explain price
  price: Decimal? = nil
  view: Text(price:currency:) in red, currency USD (from currency), locale en_US
  price is nil, so Text(price:currency:) is nil and nothing is drawn
  $ set price 1234.5; explain price
  price: Decimal? = 1234.5
  view: Text(price:currency:) in red, currency USD (from currency), locale en_US
  1234.5 in USD reads $1,234.50
  $ explain discount
  discount: Int? = nil
  view: the discount badge: a red capsule "N% OFF", shown only above 0
  discount is nil, so the badge is nil and nothing is drawn
  $ set discount 0; explain discount
  discount: Int? = 0
  view: the discount badge: a red capsule "N% OFF", shown only above 0
  discount is 0, and the badge shows only above 0, so nothing is drawn
  $ set discount 20; explain discount
  discount: Int? = 20
  view: the discount badge: a red capsule "N% OFF", shown only above 0
  $ set symbol "star"; explain symbol
  symbol: String? = "star"
  view: Image(systemName:), a glyph for an SF Symbol name
  $ set symbol "sttar"; explain symbol
  symbol: String? = "sttar"
  view: Image(systemName:), a glyph for an SF Symbol name
  symbol "sttar" is not a known symbol name; it shows as [sttar], dimmed, so the
  typo is visible
  $ set updated -3h; explain updated
  updated: Date? = 2026-11-29T09:00:00Z
  view: Text(relativeDate:) in .caption, secondary, relative to now
  (2026-11-29T12:00:00Z)
  2026-11-29T09:00:00Z is 3 hr. ago relative to now, 2026-11-29T12:00:00Z
  $ set name "Ada"; explain name
  name: String? = "Ada"
  view: Text(optional:) in .headline (bold)
  $ explain unit
  unit: TimeUnit = second
  view: EnumPicker over TimeUnit, style segmented (from style)
  cases: second, minute, hour; second is selected
  $ explain fruit
  fruit: Fruit = apple
  view: EnumPicker over Fruit, style segmented (from style)
  cases: apple, orange; apple is selected
  apple's tile: title "Apples", colour red
  $ explain tile apple 100 orange 46
  tile apple 100 orange 46 would draw 2 tiles: 100 Apples (red), 46 Oranges
  (orange)
  each title and colour is derived from its case when the tile is made, as
  init(count:fruit:) does
  $ explain show price name
  price: Decimal? = 1234.5
  view: Text(price:currency:) in red, currency USD (from currency), locale en_US
  1234.5 in USD reads $1,234.50
  name: String? = "Ada"
  view: Text(optional:) in .headline (bold)
  $ explain picker unit title "Time unit" style inline
  unit: TimeUnit = second
  view: EnumPicker over TimeUnit, style inline (given), title "Time unit"
  cases: second, minute, hour; second is selected
  $ explain state
  state would list the session's 10 bindings with their types and values
  $ explain set price 1
  explain.t:16:9: error: 'set' does not draw; explain says what a binding shows, what a drawing command (tile, show, picker, state, help, preview) would draw, and with 'explain layout', where it would go
  explain set price 1
          ^~~
  $ explain prcie
  explain.t:17:9: error: unknown binding 'prcie'; did you mean 'price'?
  explain prcie
          ^~~~~
  $ var tile: Int
  explain.t:18:5: error: 'tile' names the command 'tile'; a binding may not be named like a command, so that 'explain tile' has one meaning
  var tile: Int
      ^~~~
