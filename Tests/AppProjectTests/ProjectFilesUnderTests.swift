import Testing
import XcodeProject

/// `ProjectFiles.under(_:)` finds each list's files under a folder by binary search in the sorted lists (issue 35: a
/// monorepo's apps each filtered every file). It must keep exactly the files a plain prefix test keeps, for folders
/// whose names are prefixes of one another or differ in a byte that sorts around `/`.
@Suite struct ProjectFilesUnderTests {
    static let folders = ["Apps/App", "Apps/App2", "Apps/App-x", "Apps/App x", "Apps/Äpp", "Apps/App/Sub", "Apps"]
    static let names = [
        "Info.plist", "de.lproj/InfoPlist.strings", "fr.lproj/Localizable.strings", "Localizable.xcstrings",
        "InfoPlist.xcstrings", "en.lproj/AppShortcuts.strings", "AppShortcuts.xcstrings", "Main.swift",
        "Config.xcconfig", "project.yml", "Assets.xcassets",
    ]

    static func files() -> ProjectFiles {
        var files = ProjectFiles()
        for folder in folders + ["Apps/App.old", "Apps/Ap", "Apps/App/"] {
            for name in names {
                let parent = name.split(separator: "/").dropLast().last.map(String.init) ?? ""
                let path = folder.hasSuffix("/") ? folder + "Extra/" + name : folder + "/" + name
                if let kind = ProjectDiscovery.kind(
                    ofFileNamed: String(name.split(separator: "/").last!), inFolderNamed: parent)
                {
                    files.add(path, as: kind)
                }
            }
        }
        files.sortByPath()
        return files
    }

    @Test(arguments: folders + ["Apps/App/", "Nowhere"])
    func keepsWhatAPrefixTestKeeps(_ folder: String) {
        let files = Self.files()
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let under = files.under(folder)
        #expect(under.paths.sorted() == files.paths.filter { $0.hasPrefix(prefix) }.sorted())
        #expect(under.stringsTables.map(\.path) == files.stringsTables.map(\.path).filter { $0.hasPrefix(prefix) })
        #expect(under.infoPlists == files.infoPlists.filter { $0.hasPrefix(prefix) })
    }
}
