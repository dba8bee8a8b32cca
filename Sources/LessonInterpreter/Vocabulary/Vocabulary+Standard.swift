extension Vocabulary {
    /// SwiftUI as the interpreter knows it, one family of entries a line: the subset it draws and
    /// serves, then the names outside it. NB: a static `let`, so built on first use: a shell that
    /// never opens a Swift file never builds it.
    public static let standard = Vocabulary(
        views: [
            TextView.entry, ImageView.entry, ColorView.entry, RoundedRectangleView.entry, SpacerView.entry,
            DividerView.entry, EmptyViewEntry.entry, AnyViewEntry.entry, GroupView.entry, ScrollViewEntry.entry,
            ForEachView.entry, ButtonView.entry, PickerView.entry, ToggleView.entry, StepperView.entry,
            ProgressViewEntry.entry, SliderView.entry, GradientView.entry, LabelView.entry, SectionView.entry,
            NavigationLinkView.entry,
        ],
        ShapeViews.entries,
        StackViews.entries,
        NavigationStackViews.entries,
        TextFieldViews.entries,
        GradientViews.entries,
        ListViews.entries,
        modifiers: [
            FontModifier.entry, FontWeightModifier.entry, MultilineTextAlignmentModifier.entry,
            LineLimitModifier.entry, PaddingModifier.entry, FrameModifier.entry, CornerRadiusModifier.entry,
            FillModifier.entry, BorderModifier.entry, OpacityModifier.entry, ShadowModifier.entry,
            OffsetModifier.entry, PickerStyleModifier.entry, TagModifier.entry, AspectRatioModifier.entry,
            RenderingModeModifier.entry, MinimumScaleFactorModifier.entry, BaselineOffsetModifier.entry,
            TextCaseModifier.entry, TrimModifier.entry, RotationEffectModifier.entry, FixedSizeModifier.entry,
            LayoutPriorityModifier.entry, TruncationModeModifier.entry, TextFieldStyleModifier.entry,
            ViewModifierModifier.entry,
        ],
        TextStyleModifiers.entries,
        ForegroundModifiers.entries,
        LayerModifiers.entries,
        ClipShapeModifiers.entries,
        StrokeModifiers.entries,
        IgnoresSafeAreaModifiers.entries,
        PlainModifiers.entries,
        SpacingModifiers.entries,
        NavigationTitleModifiers.entries,
        ColorEffectModifiers.entries,
        [BlurModifier.entry, BlendModeModifier.entry],
        types: [
            FontType.entry, IntType.entry, DateType.entry, DecimalType.entry, ISO8601DateFormatterType.entry,
            RelativeDateTimeFormatterType.entry, OptionalType.entry, StringType.entry, UIScreenType.entry,
            BoolType.entry, AngleType.entry, BindingType.entry, UUIDType.entry, BlendModeType.entry,
        ],
        ColorType.entries,
        FloatingPointTypes.entries,
        PropertyWrapperTypes.entries,
        CollectionTypes.entries,
        GeometryTypes.entries,
        PickerStyleTypes.entries,
        ServedTypes.entries,
        functions: StandardFunctions.entries + MathFunctions.entries,
        environment: PreviewEnvironment.entries,
        outside: Outside(
            stillPreviewModifiers: SortedNames(StillPreviewModifiers.names),
            placeholders: SortedNames(PlaceholderTypes.names), sideEffects: SortedNames(SideEffectTypes.names),
            opaque: SortedNames(OpaqueTypes.names)),
        nearMisses: ["rotation3DEffect", "transaction"])
}
