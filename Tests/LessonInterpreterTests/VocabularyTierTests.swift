import SwiftLesson
import Testing

@testable import LessonInterpreter

/// The standard table's two tiers: the subset (views, drawn modifiers, served types), built on
/// the first lesson, and the names outside it, sorted lists of names that cost nothing to build.
/// A name in both would change meaning with the tier asked first, so the tiers are disjoint.
struct VocabularyTierTests {
    let vocabulary = Vocabulary.standard
    var outside: Vocabulary.Outside { vocabulary.outside }
    var lists: [(String, SortedNames)] {
        [
            ("StillPreviewModifiers", outside.stillPreviewModifiers), ("PlaceholderTypes", outside.placeholders),
            ("SideEffectTypes", outside.sideEffects), ("OpaqueTypes", outside.opaque),
        ]
    }

    @Test func eachOuterListIsSortedAndNotEmpty() {
        for (family, list) in lists {
            #expect(list.isSorted, "keep \(family).names in ascending order, each name once")
            #expect(!list.names.isEmpty, "\(family)")
        }
    }

    @Test func noNameIsInBothTiers() {
        let subset = Set(vocabulary.modifiers.keys).union(vocabulary.types.keys).union(vocabulary.views.keys)
        for (family, list) in lists {
            let both = subset.intersection(list.names)
            #expect(both.isEmpty, "\(family) repeats \(both.sorted()) of the subset")
        }
        let types = outside.placeholders.names + outside.sideEffects.names + outside.opaque.names
        #expect(Set(types).count == types.count, "a type name in two outer lists")
    }

    @Test(arguments: ["onTapGesture", "contextMenu", "refreshable", "swipeActions", "scrollDisabled"])
    func aStillPreviewModifierIsFoundInTheOuterTier(_ name: String) {
        #expect(vocabulary.modifiers[name] == nil)
        #expect(vocabulary.modifier(name)?.isStillPreview == true)
        #expect(vocabulary.isModifier(name))
    }

    @Test func everyNameOfEachListIsFoundAndNoOther() {
        for (_, list) in lists {
            for name in list.names { #expect(list.contains(name), "\(name)") }
            for name in ["", "A", "zzz", "onTapGestur", "TabVie", "UIViewX"] { #expect(!list.contains(name)) }
        }
        #expect(!SortedNames([]).contains("x"))
    }

    @Test func eachRoleOutsideIsFoundByName() {
        #expect(vocabulary.isPlaceholder("ControlGroup"))
        #expect(vocabulary.isType("ControlGroup"))
        #expect(vocabulary.isSideEffect("UIApplication"))
        #expect(vocabulary.isOpaque("DateComponents"))
        #expect(vocabulary.role(of: "GridItem") == .served)
        #expect(!vocabulary.isPlaceholder("Text"))
        #expect(vocabulary.isType("Text"))
        #expect(vocabulary.role(of: "Color") == .served)
        #expect(vocabulary.role(of: "NoSuchType") == nil)
    }

    /// A slip of an outer-tier name is still caught: `.onTapGestur` is `.onTapGesture`.
    @Test func aMisspelledOuterModifierIsCorrected() {
        #expect(vocabulary.misspelling("onTapGestur") == "onTapGesture")
        #expect(vocabulary.misspelling("paddding") == "padding")
    }
}
