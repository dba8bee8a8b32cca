A watch draws a view now and again after every command that changes what it reads: its
bindings, and the types it shows. Commands that change something else leave it alone.

  $ watch show price
  ── watch 1: show price
  $ set name "Ada"; set price 9.99
  ── watch 1: show price
  $9.99
  $ set currency EUR
  ── watch 1: show price
  €9.99
  $ watch picker unit title "Unit"
  ── watch 2: picker unit title "Unit"
  Unit
  ╭──────────┬────────┬──────╮
  │ ✓ second │ minute │ hour │
  ╰──────────┴────────┴──────╯
  $ pick fruit orange
  $ pick unit hour
  ── watch 2: picker unit title "Unit"
  Unit
  ╭────────┬────────┬────────╮
  │ second │ minute │ ✓ hour │
  ╰────────┴────────┴────────╯
  $ watch
  1  show price
  2  picker unit title "Unit"
  $ state
  NAME      TYPE         VALUE
  fruit     Fruit        orange
  unit      TimeUnit     hour
  style     PickerStyle  segmented
  currency  Currency     EUR
  price     Decimal?     9.99
  name      String?      "Ada"
  jobTitle  String?      nil
  updated   Date?        nil
  discount  Int?         nil
  symbol    String?      nil
  watch 1: show price
  watch 2: picker unit title "Unit"

tile <count> reads the fruit binding; tile apple 3 does not, but it shows Fruit's faces.

  $ watch tile 2
  ── watch 3: tile 2
  ╭──────────────────╮
  │                  │
  │       ╺━┓        │
  │       ┏━┛        │
  │       ┗━╸        │
  │       ━━━        │
  │     Oranges      │
  │                  │
  ╰──────────────────╯
  $ watch tile apple 3
  ── watch 4: tile apple 3
  ╭──────────────────╮
  │                  │
  │       ╺━┓        │
  │        ━┫        │
  │       ╺━┛        │
  │       ━━━        │
  │      Apples      │
  │                  │
  ╰──────────────────╯
  $ pick fruit apple
  ── watch 3: tile 2
  ╭──────────────────╮
  │                  │
  │       ╺━┓        │
  │       ┏━┛        │
  │       ┗━╸        │
  │       ━━━        │
  │      Apples      │
  │                  │
  ╰──────────────────╯
  $ tilekind Fruit: apple "Äpfel" green, orange "Orangen" orange
  ── watch 3: tile 2
  ╭──────────────────╮
  │                  │
  │       ╺━┓        │
  │       ┏━┛        │
  │       ┗━╸        │
  │       ━━━        │
  │      Äpfel       │
  │                  │
  ╰──────────────────╯
  ── watch 4: tile apple 3
  ╭──────────────────╮
  │                  │
  │       ╺━┓        │
  │        ━┫        │
  │       ╺━┛        │
  │       ━━━        │
  │      Äpfel       │
  │                  │
  ╰──────────────────╯

unwatch, and undo and redo of watches and of what they read.

  $ unwatch 3; unwatch 4
  $ unset price
  ── watch 1: show price
  $ undo
  undid unset price: price = 9.99
  ── watch 1: show price
  €9.99
  $ undo
  undid unwatch 4: watch 4 is back
  ── watch 4: tile apple 3
  ╭──────────────────╮
  │                  │
  │       ╺━┓        │
  │        ━┫        │
  │       ╺━┛        │
  │       ━━━        │
  │      Äpfel       │
  │                  │
  ╰──────────────────╯
  $ unwatch all; set price 1
  $ undo
  undid set price 1: price = 9.99
  $ var total: Decimal = 5 as price; watch show total
  ── watch 5: show total
  €5.00
  $ undo 2
  undid watch show total: watch 5 is removed
  undid var total: Decimal = 5 as price: total is no longer declared
  $ watch explain discount
  ── watch 6: explain discount
  discount: Int? = nil
  view: the discount badge: a red capsule "N% OFF", shown only above 0
  discount is nil, so the badge is nil and nothing is drawn
  $ set discount 0
  ── watch 6: explain discount
  discount: Int? = 0
  view: the discount badge: a red capsule "N% OFF", shown only above 0
  discount is 0, and the badge shows only above 0, so nothing is drawn

Watches are saved with the session; load draws each once, numbered afresh, and undo of the
load brings back the session and the watches before it.

  $ save watched.tss
  saved the session to watched.tss: 12 commands, which 'load watched.tss' replays
  $ unwatch all; watch state
  ── watch 7: state
  NAME      TYPE         VALUE
  fruit     Fruit        apple
  unit      TimeUnit     hour
  style     PickerStyle  segmented
  currency  Currency     EUR
  price     Decimal?     9.99
  name      String?      "Ada"
  jobTitle  String?      nil
  updated   Date?        nil
  discount  Int?         0
  symbol    String?      nil
  watch 7: state
  $ load watched.tss
  ── watch 1: explain discount
  discount: Int? = 0
  view: the discount badge: a red capsule "N% OFF", shown only above 0
  discount is 0, and the badge shows only above 0, so nothing is drawn
  $ watch
  1  explain discount
  $ undo; watch
  undid load watched.tss: the session before it is back
  ── watch 7: state
  NAME      TYPE         VALUE
  fruit     Fruit        apple
  unit      TimeUnit     hour
  style     PickerStyle  segmented
  currency  Currency     EUR
  price     Decimal?     9.99
  name      String?      "Ada"
  jobTitle  String?      nil
  updated   Date?        nil
  discount  Int?         0
  symbol    String?      nil
  watch 7: state
  7  state

Errors say what was expected.

  $ watch set price 1
  watch.t:28:7: error: 'set' does not draw; watch takes a drawing command: tile, show, picker, state, help, explain or preview
  watch set price 1
        ^~~
  $ watch shwo price
  watch.t:29:7: error: unknown drawing command 'shwo' (expected tile, show, picker, state, help, explain or preview); did you mean 'show'?
  watch shwo price
        ^~~~
  $ unwatch 9
  watch.t:30:9: error: no watch 9; expected 7 or all
  unwatch 9
          ^
  $ unwatch first
  watch.t:31:9: error: 'first' is not a valid watch number; expected 7 or all
  unwatch first
          ^~~~~
  $ watch show nosuch
  watch.t:32:12: error: unknown binding 'nosuch'; type 'state' to list the bindings
  watch show nosuch
             ^~~~~~
