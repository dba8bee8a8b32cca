import Testing

@testable import TileShell

/// Every diagnostic users can meet, as (input, exact text), swift-argument-parser style.
@Suite struct ErrorMessageTests {
    static let rows: [(String, String)] = [
        // The article a type needs: "an Int", "a Decimal", "a TimeUnit".
        (
            "pick discount 3",
            """
            <test>:1:6: error: 'discount' is an Int?, not an enum; use 'set discount <value>' (enum bindings: fruit, unit, style, currency)
            pick discount 3
                 ^~~~~~~~

            """
        ),
        (
            "picker discount",
            """
            <test>:1:8: error: 'discount' is an Int?; a picker needs an enum binding (enum bindings: fruit, unit, style, currency)
            picker discount
                   ^~~~~~~~

            """
        ),
        (
            "var t: Int as picker",
            """
            <test>:1:15: error: view 'picker' cannot show an Int
            var t: Int as picker
                          ^~~~~~

            """
        ),
        (
            "var t: Decimal as picker",
            """
            <test>:1:19: error: view 'picker' cannot show a Decimal
            var t: Decimal as picker
                              ^~~~~~

            """
        ),
        (
            "tile banana 3",
            """
            <test>:1:6: error: 'banana' is not a tile kind case (Fruit: apple, orange)
            tile banana 3
                 ^~~~~~

            """
        ),
        (
            "tile aple 3",
            """
            <test>:1:6: error: 'aple' is not a tile kind case (Fruit: apple, orange); did you mean 'apple'?
            tile aple 3
                 ^~~~

            """
        ),
        (
            "pick unit hours",
            """
            <test>:1:11: error: 'hours' is not a case of TimeUnit (second, minute, hour); did you mean 'hour'?
            pick unit hours
                      ^~~~~

            """
        ),
        (
            "pcik unit hour",
            """
            <test>:1:1: error: unknown command 'pcik'; did you mean 'pick'?
            pcik unit hour
            ^~~~
            note: type 'help' to list the commands

            """
        ),
        (
            "show prise",
            """
            <test>:1:6: error: unknown binding 'prise'; did you mean 'price'?
            show prise
                 ^~~~~

            """
        ),
        (
            "set price abc",
            """
            <test>:1:11: error: 'abc' is not a valid Decimal; expected a number such as 9.99 or -3
            set price abc
                      ^~~

            """
        ),
        (
            "set discount 99999999999999999999",
            """
            <test>:1:14: error: integer literal '99999999999999999999' overflows Int; expected a value in -9223372036854775808...9223372036854775807
            set discount 99999999999999999999
                         ^~~~~~~~~~~~~~~~~~~~

            """
        ),
        (
            "set discount 12x",
            """
            <test>:1:14: error: '12x' is not a valid Int; expected a whole number such as 42
            set discount 12x
                         ^~~

            """
        ),
        (
            "set updated 2026-13-01",
            """
            <test>:1:13: error: '2026-13-01' is not a valid Date; expected ISO 8601 such as 2026-11-29T09:30:00Z, 'now', or an offset such as -3h
            set updated 2026-13-01
                        ^~~~~~~~~~

            """
        ),
        (
            #"set name "Zoë"#,
            """
            <test>:1:10: error: unterminated string literal; expected a closing '"'
            set name "Zoë
                     ^

            """
        ),
        (
            "set fruit nil",
            """
            <test>:1:11: error: 'fruit' has non-optional type Fruit and cannot be nil
            set fruit nil
                      ^~~

            """
        ),
        (
            "pick price 3",
            """
            <test>:1:6: error: 'price' is a Decimal?, not an enum; use 'set price <value>' (enum bindings: fruit, unit, style, currency)
            pick price 3
                 ^~~~~

            """
        ),
        (
            "set price 1234567890123456789.5",
            """
            <test>:1:11: error: '1234567890123456789.5' has more than 18 significant digits; a Decimal holds at most 18
            set price 1234567890123456789.5
                      ^~~~~~~~~~~~~~~~~~~~~

            """
        ),
        (
            "var n: Integer",
            """
            <test>:1:8: error: unknown type 'Integer' (expected Int, Decimal, Double, Bool, String, Date or a declared enum)
            var n: Integer
                   ^~~~~~~

            """
        ),
        (
            "tile apple",
            """
            <test>:1:11: error: expected a count after 'apple', as in 'tile apple 3'
            tile apple
                      ^

            """
        ),
        (
            "pick unit",
            """
            <test>:1:10: error: 'pick unit' needs a case; expected one of: second, minute, hour
            pick unit
                     ^

            """
        ),
        (
            "set name \"\\q\"",
            """
            <test>:1:11: error: invalid escape sequence '\\q' in string; expected one of \\" \\\\ \\n \\t \\r \\0 \\u{...}
            set name "\\q"
                      ^~

            """
        ),
        (
            "show",
            """
            <test>:1:5: error: expected one or more binding names, as in 'show price', or a view, as in 'show Text("Hi")'
            show
                ^

            """
        ),
    ]

    @Test(arguments: rows)
    func message(input: String, expected: String) {
        let run = Run(input)
        #expect(run.errors == [expected])
        #expect(run.output == "")
    }

    @Test func aFailingCommandChangesNothing() {
        let run = Run("set price 5\nset price nope\nset discount 10; set discount x")
        #expect(run.value("price") == .decimal(DecimalValue(isNegative: false, significand: 5, scale: 0)))
        // The first command on the line ran; the second failed and stored nothing.
        #expect(run.value("discount") == .int(10))
        #expect(run.errors.count == 2)
    }

    @Test func controlCharactersInErrorsAreVisible() {
        let run = Run("pick unit \u{1B}]0;owned")
        #expect(run.errors.count == 1)
        #expect(!(run.errors.first ?? "").contains("\u{1B}"))
        #expect((run.errors.first ?? "").contains("\\u{1B}"))
    }
}
