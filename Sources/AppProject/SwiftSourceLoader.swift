import Foundation
import QuickActionKit
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import XcodeProject

/// What the Swift sources of an app say: dynamic quick actions, the lifecycle declarations and App Shortcuts.
struct SwiftSourceFacts {
    var shortcutItems = ShortcutItemSourceScan()
    var lifecycle = LifecycleDeclarations()
    var appShortcuts = AppShortcutsDeclarations()
    var shortcutHandlers = ShortcutHandlerDeclarations()
    var suppressions: [SuppressionComment] = []
    var unparsableFiles: [FileProblem] = []
    var requirementNearMisses: [RequirementNearMiss] = []
}

/// Reads an app's Swift files, parsing only those that mention shortcut items, lifecycle declarations or App
/// Shortcuts, each once.
enum SwiftSourceLoader {
    /// The scanners, each run only on files with one of its keywords.
    enum Scanner: Int, CaseIterable {
        case items, lifecycle, appShortcuts, handlers

        /// This scanner's bit in `wantedScanners(in:)`.
        var group: KeywordFilter.Groups { .group(rawValue) }

        var keywords: [String] {
            switch self {
            case .items: ShortcutItemSourceScanner.keywords
            case .lifecycle: LifecycleScanner.keywords
            case .appShortcuts: AppShortcutsScanner.keywords
            case .handlers: ShortcutHandlerScanner.keywords
            }
        }
    }

    /// Every scanner's keywords, a group per scanner, found in one pass over each file.
    private static let scannerWords = KeywordFilter(groups: Scanner.allCases.map(\.keywords))

    /// The scanners a file's bytes call for (`Scanner.group` bits); a file that calls for none is not parsed.
    static func wantedScanners(in data: Data) -> KeywordFilter.Groups { scannerWords.groups(in: data) }

    /// - Parameter read: the bytes of a file (the fuzz target passes its input here).
    static func scan(
        _ paths: [String], build: AppBuild = AppBuild(),
        read: (String) throws(ProjectReadError) -> Data = { path throws(ProjectReadError) in
            try ProjectFile.contents(of: path)
        }
    ) throws(ProjectReadError) -> SwiftSourceFacts {
        var facts = SwiftSourceFacts()
        let index = SymbolIndex()
        index.conditions = build.conditions
        var textFiles: [(tree: SourceFileSyntax, locator: SourceLocator, wanted: KeywordFilter.Groups)] = []
        var handlerFiles: [(tree: SourceFileSyntax, converter: SourceLocationConverter, path: String)] = []
        var requirementMembers = RequirementMembers(conditions: build.conditions)
        // The files not parsed, kept: the declarations they may hold are looked for in up to three rounds, and each
        // round read every one of them from the disk again (issue 35: files read twice).
        var unparsedFiles: [(path: String, data: Data)] = []
        for path in paths {
            let data = try read(path)
            let wanted = wantedScanners(in: data)
            guard !wanted.isEmpty else {
                unparsedFiles.append((path, data))
                continue
            }
            let tree: SourceFileSyntax
            switch BoundedSwiftParser.parse(data) {
            case .parsed(let parsedTree): tree = parsedTree
            case .overBudget(let excess):
                facts.unparsableFiles.append(
                    FileProblem(location: SourceLocation(file: path, line: excess.line), message: excess.message))
                continue
            }
            // Only files that can produce findings are read for suppressions.
            facts.suppressions += SuppressionComment.parse(String(decoding: data, as: UTF8.self), file: path)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let locator = SourceLocator(converter: converter, file: path)
            if tree.hasError { facts.unparsableFiles.append(syntaxError(in: tree, converter: converter, file: path)) }
            index.add(tree, locator: locator)
            requirementMembers.add(tree, locator: locator)
            if wanted.contains(Scanner.items.group) || wanted.contains(Scanner.appShortcuts.group) {
                textFiles.append((tree, locator, wanted))
            }
            if wanted.contains(Scanner.lifecycle.group) {
                let scanner = LifecycleScanner(converter: converter, file: path)
                scanner.walk(tree)
                facts.lifecycle.merge(scanner.declarations)
            }
            if wanted.contains(Scanner.handlers.group) { handlerFiles.append((tree, converter, path)) }
        }
        try indexDeclarations(
            referencedBy: textFiles.map(\.tree), handlers: handlerFiles.map(\.tree), in: unparsedFiles, into: index)
        // Handlers are read once every file they may refer to is indexed: the evaluator runs their paths.
        for file in handlerFiles {
            let scanner = ShortcutHandlerScanner(converter: file.converter, file: file.path, index: index)
            scanner.walk(file.tree)
            facts.shortcutHandlers.merge(scanner.declarations)
        }
        // The helpers handlers call matter only where a handler stores the item for later (to see who acts on it
        // and who clears it): only then are the handler files walked again for them.
        if facts.shortcutHandlers.handlers.contains(where: { !$0.storedShortcutItemProperties.isEmpty }) {
            for file in handlerFiles {
                let scanner = ShortcutHandlerScanner(
                    converter: file.converter, file: file.path, index: index, collectsHelpers: true)
                scanner.walk(file.tree)
                facts.shortcutHandlers.helpers += scanner.declarations.helpers
            }
        }
        var items = ShortcutItemSourceScanner.Scanner(index: index, bundleIdentifier: build.bundleIdentifier)
        for file in textFiles {
            if file.wanted.contains(Scanner.items.group) { items.add(file.tree, locator: file.locator) }
            if file.wanted.contains(Scanner.appShortcuts.group) {
                facts.appShortcuts.merge(AppShortcutsScanner.scan(file.tree, locator: file.locator, index: index))
            }
        }
        facts.shortcutItems = items.result()
        facts.requirementNearMisses = requirementMembers.nearMisses()
        return facts
    }

    /// Parses and indexes the files that declare the types item and App Shortcut texts refer to (`L10n`,
    /// `AppStrings`, an enum of item types), and those the handlers' conditions name, that no parsed file declares;
    /// other files stay unparsed.
    private static func indexDeclarations(
        referencedBy trees: [SourceFileSyntax], handlers: [SourceFileSyntax],
        in unparsed: [(path: String, data: Data)], into index: SymbolIndex
    ) throws(ProjectReadError) {
        var trees = trees
        var handlers = handlers
        var unparsed = unparsed
        // Names already looked for: each round reads the unparsed files again, so only new names start one.
        var searched: Set<String> = []
        // What a declaration file refers to is looked for too, a few steps deep (an enum whose titles use `L10n`).
        for _ in 0..<3 {
            let references = ReferencedTypes()
            for tree in trees { references.walk(tree) }
            for tree in handlers { references.collectHandlerConditions(in: tree) }
            handlers = []
            let names = references.names.subtracting(searched)
            // An SDK-styled name (`UIImageName`) is looked for only where a type of that name is declared.
            let sdkStyledNames = references.sdkStyledNames.subtracting(searched)
            let missingTypes = names.union(sdkStyledNames).filter { !index.declaresType(named: $0) }.sorted()
            let missingFunctions = references.functions.subtracting(searched).filter {
                index.globalFunctions[$0] == nil
            }.sorted()
            searched.formUnion(names)
            searched.formUnion(sdkStyledNames)
            searched.formUnion(missingFunctions)
            guard !missingTypes.isEmpty || !names.isEmpty || !missingFunctions.isEmpty, !unparsed.isEmpty else {
                return
            }
            // A type declared in a parsed file may have extensions in others (a property of the item there).
            let declarations = KeywordFilter(
                missingTypes.flatMap { name in ["enum ", "struct ", "class "].map { $0 + name } }
                    + names.sorted().map { "extension " + $0 } + missingFunctions.map { "func " + $0 + "(" })
            trees = []
            var stillUnparsed: [(path: String, data: Data)] = []
            for (path, data) in unparsed {
                // A file over the budget declares nothing this tool can read; it names no item, so it is not
                // reported.
                guard declarations.matches(data), case .parsed(let tree) = BoundedSwiftParser.parse(data) else {
                    stillUnparsed.append((path, data))
                    continue
                }
                index.add(
                    tree,
                    locator: SourceLocator(converter: SourceLocationConverter(fileName: path, tree: tree), file: path))
                trees.append(tree)
            }
            unparsed = stillUnparsed
        }
    }
}

extension SwiftSourceLoader {
    /// The first error swift-syntax reports in a file that does not parse, at its line and column.
    static func syntaxError(in tree: SourceFileSyntax, converter: SourceLocationConverter, file: String) -> FileProblem
    {
        // swift-syntax's generator stops the process (a precondition on a Fix-It without changes) when `=` has a
        // space on one side and other trivia, such as a control character, on the other: `let a \u{4}= 1` (found by
        // fuzzing, issue 15). That error is reported here, without the generator.
        if let token = tree.tokens(viewMode: .all).first(where: {
            $0.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
        }), let lexerError = token.tokenDiagnostic {
            let position = converter.location(for: lexerError.position(in: token))
            return FileProblem(
                location: SourceLocation(file: file, line: position.line, column: position.column),
                message: "'=' must have consistent whitespace on both sides")
        }
        guard let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first else {
            return FileProblem(location: SourceLocation(file: file), message: "the file does not parse")
        }
        let position = diagnostic.location(converter: converter)
        return FileProblem(
            location: SourceLocation(file: file, line: position.line, column: position.column),
            message: diagnostic.message)
    }
}

extension LifecycleDeclarations {
    /// Adds what another file declares; the first location found wins.
    mutating func merge(_ other: LifecycleDeclarations) {
        swiftUIApp = swiftUIApp ?? other.swiftUIApp
        appDelegates += other.appDelegates
        sceneDelegates += other.sceneDelegates
        delegateAdaptor = delegateAdaptor ?? other.delegateAdaptor
        sceneDelegateConfiguration = sceneDelegateConfiguration ?? other.sceneDelegateConfiguration
        configuredSceneDelegateClassName = configuredSceneDelegateClassName ?? other.configuredSceneDelegateClassName
    }
}

extension ShortcutHandlerDeclarations {
    /// Adds what another file declares, after what is already known (files are read in path order).
    mutating func merge(_ other: ShortcutHandlerDeclarations) {
        handlers += other.handlers
        clearedProperties = Array(Set(clearedProperties).union(other.clearedProperties)).sorted()
        shortcutItemReaders = Array(Set(shortcutItemReaders).union(other.shortcutItemReaders)).sorted()
        helpers += other.helpers
    }
}

extension AppShortcutsDeclarations {
    /// Adds what another file declares, after what is already known (files are read in path order).
    mutating func merge(_ other: AppShortcutsDeclarations) {
        providers += other.providers
        intents += other.intents
        enums += other.enums
        entities += other.entities
        phraseTables += other.phraseTables
        parameterUpdates += other.parameterUpdates
        suggestingQueries.merge(other.suggestingQueries) { first, _ in first }
    }
}
