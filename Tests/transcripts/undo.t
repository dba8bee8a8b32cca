Undo takes back changes to the session, one command at a time; redo puts them back.

  $ pick unit hour; set price 9.99
  $ undo
  undid set price 9.99: price = nil
  $ show price
  $ undo; show unit
  undid pick unit hour: unit = second
  ╭──────────┬────────┬──────╮
  │ ✓ second │ minute │ hour │
  ╰──────────┴────────┴──────╯
  $ redo 2; show price
  redid pick unit hour: unit = hour
  redid set price 9.99: price = 9.99
  $9.99
  $ enum Size: small, large; var size: Size = large
  $ undo 2; state
  undid var size: Size = large: size is no longer declared
  undid enum Size: small, large: enum Size is no longer declared
  NAME      TYPE         VALUE
  fruit     Fruit        apple
  unit      TimeUnit     hour
  style     PickerStyle  segmented
  currency  Currency     USD
  price     Decimal?     9.99
  name      String?      nil
  jobTitle  String?      nil
  updated   Date?        nil
  discount  Int?         nil
  symbol    String?      nil
  $ undo 9
  undid set price 9.99: price = nil
  undid pick unit hour: unit = second
  (only 2 to undo)
  $ pick unit minute; redo
  undo.t:9:19: error: nothing to redo; redo puts back what undo took back
  pick unit minute; redo
                    ^~~~
  $ undo x
  undo.t:10:6: error: 'x' is not a valid number of steps; expected a whole number from 1 to 1000
  undo x
       ^
