import SwiftLesson
import Testing

@testable import LessonInterpreter

/// The standard table's two tiers: the subset (drawn modifiers, served types), built on the first
/// lesson, and the names outside it, built on the first such name. A name in both would change
/// meaning with the tier asked first, so the tiers are disjoint and each holds only its roles.
struct VocabularyTierTests {
    let vocabulary = Vocabulary.standard
    var outside: Vocabulary.Outside { vocabulary.outside() }

    @Test func noNameIsInBothTiers() {
        #expect(Set(vocabulary.modifiers.keys).isDisjoint(with: outside.modifiers.keys))
        #expect(Set(vocabulary.types.keys).isDisjoint(with: outside.types.keys))
        #expect(Set(vocabulary.views.keys).isDisjoint(with: outside.types.keys))
    }

    @Test func theSubsetDrawsAndServesAndTheRestIsOutside() {
        let subsetModifiersDraw = vocabulary.modifiers.values.allSatisfy { !$0.isStillPreview }
        let outsideModifiersAreStill = outside.modifiers.values.allSatisfy(\.isStillPreview)
        // NB: `UIScreen` is a side effect whose `main.bounds` the subset serves.
        let subsetTypesAreServed = vocabulary.types.values.allSatisfy { $0.role == .served || $0.staticMember != nil }
        let outsideTypesAreNot = outside.types.values.allSatisfy { $0.role != .served }
        #expect(subsetModifiersDraw && outsideModifiersAreStill)
        #expect(subsetTypesAreServed && outsideTypesAreNot)
        #expect(!outside.modifiers.isEmpty && !outside.types.isEmpty)
    }

    @Test(arguments: ["onTapGesture", "sheet", "toolbar"])
    func aStillPreviewModifierIsFoundInTheOuterTier(_ name: String) {
        #expect(vocabulary.modifiers[name] == nil)
        #expect(vocabulary.modifier(name)?.isStillPreview == true)
        #expect(vocabulary.isModifier(name))
    }

    @Test func eachRoleOutsideIsFoundByName() {
        #expect(vocabulary.isPlaceholder("TabView"))
        #expect(vocabulary.isType("TabView"))
        #expect(!vocabulary.isPlaceholder("Text"))
        #expect(vocabulary.isType("Text"))
        #expect(vocabulary.type("Color")?.role == .served)
        #expect(vocabulary.type("NoSuchType") == nil)
    }

    /// A slip of an outer-tier name is still caught: `.onTapGestur` is `.onTapGesture`.
    @Test func aMisspelledOuterModifierIsCorrected() {
        #expect(vocabulary.misspelling("onTapGestur") == "onTapGesture")
        #expect(vocabulary.misspelling("paddding") == "padding")
    }
}
