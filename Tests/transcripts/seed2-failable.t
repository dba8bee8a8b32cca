Seed 2: failable initializers render nothing when their value is nil.
% now=2026-11-29T12:00:00Z

  $ show name jobTitle price updated discount symbol
  $ set name "Ada Lovelace"; set jobTitle "Analyst"; show name jobTitle
  Ada Lovelace
  Analyst
  $ set price 1234.5; set updated 2026-11-29T09:00:00Z; set discount 20; set symbol star.fill
  $ show name price updated discount symbol
  Ada Lovelace
  $1,234.50
  3 hr. ago
  ▐20% OFF▌
  ★
  $ unset jobTitle; set discount 0; show name jobTitle discount
  Ada Lovelace
  $ pick currency EUR; show price
  €1,234.50
  $ pick currency JPY; set price 1000; show price
  ¥1,000
  $ set updated -2d; show updated
  2 days ago
  $ set updated +90m; show updated
  in 2 hr.
  $ set symbol no.such.symbol; show symbol
  [no.such.symbol]
  $ set price 12.3.4
  seed2-failable.t:11:11: error: '12.3.4' is not a valid Decimal; expected a number such as 9.99 or -3
  set price 12.3.4
            ^~~~~~
  $ set updated yesterday
  seed2-failable.t:12:13: error: 'yesterday' is not a valid Date; expected ISO 8601 such as 2026-11-29T09:30:00Z, 'now', or an offset such as -3h
  set updated yesterday
              ^~~~~~~~~
