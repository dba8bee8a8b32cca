import LessonInterpreter
import SwiftLesson
import Testing

/// How apps load and keep their data: `Codable` types through `JSONDecoder`/`JSONEncoder`,
/// `Data`, `UserDefaults.standard` (in memory, empty at the start), and `Bundle.main` over the
/// project's own resource files. Each expected text is what the same code prints when compiled
/// by swiftc and run on Linux (Swift 6, swift-foundation).
struct CodableDataTests {
    static let declarations = """
        import SwiftUI
        struct Crew: Codable { let name: String; let role: String }
        struct Mission: Codable { let id: Int; let launchDate: Date?; let crew: [Crew]; var note: String? }
        enum Size: String, Codable { case small, large }
        struct Order: Codable {
            var size: Size
            var count = 1
            enum CodingKeys: String, CodingKey { case size = "sz", count }
        }
        struct P: Codable { let n: Int; let s: String }
        extension Bundle {
            func decode<T: Decodable>(_ file: String) -> T {
                guard let url = self.url(forResource: file, withExtension: nil) else {
                    fatalError("Failed to locate \\(file) in bundle.")
                }
                guard let data = try? Data(contentsOf: url) else { fatalError("Failed to load \\(file) from bundle.") }
                guard let loaded = try? JSONDecoder().decode(T.self, from: data) else {
                    fatalError("Failed to decode \\(file) from bundle.")
                }
                return loaded
            }
        }
        """

    struct Files: LessonResources {
        var files: [String: String]
        func text(ofResource name: String) -> Result<String, ResourceRefusal> {
            files[name].map { .success($0) }
                ?? .failure(ResourceRefusal(message: "'\(name)' is not in the project", isMissing: true))
        }
    }

    func run(_ code: String, resources: [String: String] = [:]) -> String {
        let source = Self.declarations + "\nfunc work() -> String {\n\(code)\n}\n#Preview { Text(work()) }\n"
        let result = Lesson.open(
            [SourceFile(path: "Lesson.swift", text: source)], formatting: FixedFormatting(), now: 0,
            resources: Files(files: resources))
        if let error = result.errors.first { return "error: " + error }
        return result.firstPreviewTexts.joined(separator: "|")
    }

    @Test(arguments: [
        (
            ##"let dec = JSONDecoder(); dec.dateDecodingStrategy = .iso8601; let m = try! dec.decode([Mission].self, from: Data(#"[{"id": 7, "launchDate": "1968-10-11T00:00:00Z", "crew": [{"name": "a", "role": "b"},]}]"#.utf8)); return "\(m.count) \(m[0].id) \(m[0].crew[0].role) \(m[0].note == nil) \(m[0].launchDate!.timeIntervalSince1970)""##,
            "1 7 b true -38620800.0"
        ),
        (
            ##"let d: [String: Int] = try! JSONDecoder().decode([String: Int].self, from: Data(#"{"x": 1}"#.utf8)); return "\(d["x"]!)""##,
            "1"
        ),
        (
            ##"let o = try! JSONDecoder().decode(Order.self, from: Data(#"{"sz": "large", "count": 2}"#.utf8)); return "\(o.size) \(o.count)""##,
            "large 2"
        ),
    ])
    func jsonDecodesAsSynthesisedCodableDoes(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test(arguments: [
        (
            ##"do { _ = try JSONDecoder().decode(Order.self, from: Data(#"{"size": "small", "count": 2}"#.utf8)) } catch { return "\(error)" }; return """##,
            #"DecodingError.keyNotFound: Key 'sz' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "sz", intValue: nil) ("sz")."#
        ),
        (
            ##"do { _ = try JSONDecoder().decode([P].self, from: Data(#"[{"n": "x", "s": "a"}]"#.utf8)) } catch { return "\(error)" }; return """##,
            "DecodingError.typeMismatch: expected value of type Int. Path: [0].n. Debug description: Expected to decode Int but found a string instead."
        ),
        (
            ##"do { _ = try JSONDecoder().decode(P.self, from: Data(#"{"n": null, "s": "a"}"#.utf8)) } catch { return "\(error)" }; return """##,
            "DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: n. Debug description: Cannot get value of type Int -- found null value instead"
        ),
        (
            ##"do { _ = try JSONDecoder().decode(Order.self, from: Data(#"{"sz": "xl", "count": 2}"#.utf8)) } catch { return "\(error)" }; return """##,
            "DecodingError.dataCorrupted: Data was corrupted. Path: sz. Debug description: Cannot initialize Size from invalid String value xl"
        ),
        (
            ##"do { _ = try JSONDecoder().decode(P.self, from: Data("{".utf8)) } catch { return "\(error)" }; return """##,
            "DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON."
        ),
    ])
    func aMistakeInTheDataIsSwiftsDecodingError(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test func encodingWritesTheFoundationText() {
        let code = #"""
            let enc = JSONEncoder(); enc.outputFormatting = [.prettyPrinted, .sortedKeys]
            let pretty = String(data: try! enc.encode(Order(size: .large, count: 3)), encoding: .utf8)!
            return pretty + "|" + String(data: try! JSONEncoder().encode(["a/b"]), encoding: .utf8)!
            """#
        #expect(run(code) == "{\n  \"count\" : 3,\n  \"sz\" : \"large\"\n}|[\"a\\/b\"]")
    }

    @Test func userDefaultsStartEmptyAndKeepWhatIsSetForTheRun() {
        let code = #"""
            UserDefaults.standard.set(5, forKey: "n")
            let saved = try! JSONEncoder().encode([Order(size: .small, count: 2)])
            UserDefaults.standard.set(saved, forKey: "orders")
            let back = try! JSONDecoder().decode([Order].self, from: UserDefaults.standard.data(forKey: "orders")!)
            return "\(UserDefaults.standard.integer(forKey: "n")) \(UserDefaults.standard.integer(forKey: "none")) \(UserDefaults.standard.string(forKey: "none") == nil) \(back[0].count)"
            """#
        #expect(run(code) == "5 0 true 2")
    }

    @Test func aGenericDecodeTakesItsTypeFromTheDeclaration() {
        let code =
            #"let crew: [Crew] = Bundle.main.decode("crew.json"); return crew.map(\.name).joined(separator: ", ")"#
        #expect(
            run(
                code,
                resources: ["crew.json": #"[{"name": "Aldrin", "role": "LMP"}, {"name": "Collins", "role": "CMP"}]"#])
                == "Aldrin, Collins")
    }

    @Test func aMissingResourceReachesTheProgramsFatalError() {
        let code = #"let crew: [Crew] = Bundle.main.decode("crew.json"); return "\(crew.count)""#
        #expect(run(code) == "error: Fatal error: Failed to locate crew.json in bundle.")
    }

    @Test func theNetworkIsOffline() {
        let code = #"""
            var seen = "none"
            URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { data, _, error in
                seen = data == nil ? "\(error!)" : "data"
            }.resume()
            do {
                _ = try Data(contentsOf: URL(string: "https://example.com")!)
            } catch {
                seen += " | read: \(error)"
            }
            return seen
            """#
        #expect(run(code).hasPrefix("The Internet connection appears to be offline. | read: "), "\(run(code))")
    }

    /// A request as apps write one (100 Days of SwiftUI's Cupcake Corner): a `URLRequest` with
    /// its method and header, sent with `upload(for:from:)` and destructured, fails as offline
    /// does, and the `catch` reads the error's `localizedDescription`.
    @Test func aRequestSentWithAwaitFailsAsOffline() {
        let code = #"""
            var request = URLRequest(url: URL(string: "https://reqres.in/api/cupcakes")!)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpMethod = "POST"
            var seen = request.httpMethod ?? "none"
            do {
                let (data, _) = try await URLSession.shared.upload(for: request, from: Data("{}".utf8))
                seen += " sent \(data.count)"
            } catch {
                seen += " | " + error.localizedDescription
            }
            return seen
            """#
        #expect(run(code) == "POST | The Internet connection appears to be offline.")
    }

    /// The documents directory is an in-memory store that starts empty on every run: a file
    /// not yet written is Foundation's "no such file", a file written reads back, and nothing
    /// reaches the disk.
    @Test func theDocumentsDirectoryStartsEmptyAndKeepsWhatIsWritten() {
        let code = #"""
            let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("SavedPlaces")
            var seen: [String] = []
            do { _ = try Data(contentsOf: url) } catch { seen.append(error.localizedDescription) }
            try? Data("[1, 2]".utf8).write(to: url, options: [.atomic, .completeFileProtection])
            seen.append((try? JSONDecoder().decode([Int].self, from: Data(contentsOf: url)))?.description ?? "none")
            try? "hi".write(to: URL.documentsDirectory.appending(path: "note.txt"), atomically: true, encoding: .utf8)
            seen.append((try? String(contentsOf: URL.documentsDirectory.appending(path: "note.txt"))) ?? "none")
            seen.append(url.lastPathComponent)
            return seen.joined(separator: " | ")
            """#
        #expect(
            run(code)
                == "The file “SavedPlaces” couldn’t be opened because there is no such file. | [1, 2] | hi | SavedPlaces"
        )
    }

    @Test func aResourceIsReadAsText() {
        let code = #"""
            guard let url = Bundle.main.url(forResource: "start", withExtension: "txt"), let words = try? String(contentsOf: url) else { return "none" }
            return words.components(separatedBy: "\n").joined(separator: "+")
            """#
        #expect(run(code, resources: ["start.txt": "silkworm\nalarm"]) == "silkworm+alarm")
    }

    /// Formatting that names what it was asked for, so the formatter's settings can be seen.
    struct StyleNaming: LessonFormatting {
        func currency(_ amount: Double, code: String) -> String { "" }
        func relativeDate(secondsFromNow: Double) -> String { "" }
        func date(_ secondsSince1970: Double, style: String) -> String { "\(Int(secondsSince1970)) \(style)" }
    }

    @Test func aDateFormattersSettingsReachTheFormatting() {
        let source =
            Self.declarations + "\n" + #"""
                func work() -> String {
                    let f = DateFormatter()
                    f.dateStyle = .long
                    let g = DateFormatter()
                    g.dateStyle = .medium
                    g.timeStyle = .short
                    let h = DateFormatter()
                    h.dateFormat = "y-MM-dd"
                    let d = Date(timeIntervalSince1970: 86400)
                    return [f.string(from: d), g.string(from: d), h.string(from: d), "\(h.date(from: "1968-10-11")!.timeIntervalSince1970)"].joined(separator: "|")
                }
                #Preview { Text(work()) }
                """#
        let result = Lesson.open([SourceFile(path: "Lesson.swift", text: source)], formatting: StyleNaming(), now: 0)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["86400 long+none|86400 medium+short|86400 format:y-MM-dd|-38620800.0"])
    }
}
