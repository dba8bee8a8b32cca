import Testing

@testable import LessonInterpreter

/// A signature read from labels as Swift spells them: `"spacing:"`, `"_:"`, a closure's `"content:{}"`,
/// a default's `"spacing:="` and a variadic's `"_:..."`.
struct SignatureTests {
    @Test func labelsUnderscoresAndClosuresAreRead() {
        let s = Signature("alignment:=", "_:", "content:{}")
        #expect(s.labels == ["alignment", nil, "content"])
        #expect(s.parameters.map(\.takesClosure) == [false, false, true])
        #expect(s.parameters.map(\.hasDefault) == [true, false, false])
    }

    @Test func aVariadicParameterIsRead() {
        let s = Signature("_:...", "spacing:=")
        #expect(s.parameters.map(\.isVariadic) == [true, false])
        #expect(s.parameters.map(\.hasDefault) == [false, true])
    }

    @Test func anUnlabelledClosureAndNoParametersAreRead() {
        #expect(Signature("_:{}").labels == [nil])
        #expect(Signature("_:{}").parameters.first?.takesClosure == true)
        #expect(Signature().parameters.isEmpty)
    }
}
