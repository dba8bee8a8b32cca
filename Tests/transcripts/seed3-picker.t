Seed 3: a picker over any CaseIterable enum, with a mapping and styles.

  $ pick unit hour
  $ picker unit title "Time unit" label "2 {case}s"
  Time unit
  ╭───────────┬───────────┬───────────╮
  │ 2 seconds │ 2 minutes │ ✓ 2 hours │
  ╰───────────┴───────────┴───────────╯
  $ pick style menu; picker unit title "Time unit" label "2 {case}s"
  Time unit  2 hours ▾
  $ pick style inline; picker unit title "Time unit" label "2 {case}s"
  Time unit
    2 seconds
    2 minutes
  ✓ 2 hours
  $ enum Size: small, medium, large; var size: Size = .large; show size
    small
    medium
  ✓ large
  $ picker size style segmented
  ╭───────┬────────┬─────────╮
  │ small │ medium │ ✓ large │
  ╰───────┴────────┴─────────╯
  $ pick size huge
  seed3-picker.t:7:11: error: 'huge' is not a case of Size (small, medium, large); did you mean 'large'?
  pick size huge
            ^~~~
  $ pick unit
  seed3-picker.t:8:10: error: 'pick unit' needs a case; expected one of: second, minute, hour
  pick unit
           ^
  $ picker price
  seed3-picker.t:9:8: error: 'price' is a Decimal?; a picker needs an enum binding (enum bindings: fruit, unit, style, currency, size)
  picker price
         ^~~~~
