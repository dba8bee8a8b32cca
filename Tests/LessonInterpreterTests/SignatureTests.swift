import Testing

@testable import LessonInterpreter

/// A signature read from labels as Swift spells them: `"spacing:"`, `"_:"` and a closure's `"content:{}"`.
struct SignatureTests {
    @Test func labelsUnderscoresAndClosuresAreRead() {
        let s = Signature("alignment:", "_:", "content:{}")
        #expect(s.labels == ["alignment", nil, "content"])
        #expect(s.parameters.map(\.takesClosure) == [false, false, true])
        let allDefaulted = s.parameters.allSatisfy(\.hasDefault)
        #expect(allDefaulted)
    }

    @Test func anUnlabelledClosureAndNoParametersAreRead() {
        #expect(Signature("_:{}").labels == [nil])
        #expect(Signature("_:{}").parameters.first?.takesClosure == true)
        #expect(Signature().parameters.isEmpty)
    }
}
