import Testing

@testable import TileShell

/// The article before a type or noun in a message follows the word's sound.
@Suite struct ArticleTests {
    @Test(arguments: [
        ("Int", "an Int"), ("Int?", "an Int?"), ("Decimal", "a Decimal"), ("String", "a String"), ("Date", "a Date"),
        ("Item", "an Item"), ("Order", "an Order"), ("Apple", "an Apple"), ("Euro", "a Euro"), ("Unit", "a Unit"),
        ("User", "a User"), ("Umbrella", "an Umbrella"), ("Update", "an Update"), ("Hour", "an Hour"),
        ("House", "a House"), ("One", "a One"), ("SVG", "an SVG"), ("URL", "a URL"), ("HTML", "an HTML"),
        ("TimeUnit", "a TimeUnit"), ("", "a "), ("élan", "a élan"),
    ])
    func article(_ noun: String, _ expected: String) {
        #expect(Article.a(noun) == expected)
    }
}
