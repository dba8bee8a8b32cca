extension CommandTable {
    /// The language: every command a session understands, in the order `help` lists them. The
    /// one place a command is registered; all it knows of a command is in its type's file under
    /// Commands/.
    public static let standard = CommandTable(commands: [
        TileCommand.self, PickCommand.self, SetCommand.self, UnsetCommand.self, ShowCommand.self, PickerCommand.self,
        EnumCommand.self, TileKindCommand.self, VarCommand.self, StateCommand.self, HelpCommand.self,
        SourceCommand.self, RecordCommand.self, SaveCommand.self, LoadCommand.self, ExportCommand.self,
        ExplainCommand.self, UndoCommand.self, RedoCommand.self, WatchCommand.self, UnwatchCommand.self,
        HistoryCommand.self, EditCommand.self, QuitCommand.self, OpenCommand.self, PreviewCommand.self,
        TapCommand.self, BackCommand.self,
    ])
}
