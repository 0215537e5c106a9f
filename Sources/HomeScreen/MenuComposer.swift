import QuickActionKit

/// Composes an app's menu as iOS does (platform-facts §4).
struct MenuComposer {
    /// "You can provide a total of four" (HIG-QA); extras are not shown (UIKIT; observed).
    static let maximumAppItems = 4

    var locale: LocaleIdentifier
    var device: DeviceKind

    func compose(
        _ installed: InstalledApp, awaitingLaunch: [DynamicShortcutItem], placement: MenuPlacement
    ) -> HomeScreenMenu {
        let app = installed.app
        var candidates: [MenuItem] = []
        var notShown: [HiddenItem] = []

        // Static items first, in plist order (UIKIT: "your static quick actions are shown first").
        let strings = installed.infoPlistStrings(locale: locale)
        for entry in app.staticItems {
            let source = ItemSource(kind: .static, index: entry.index, location: entry.location)
            switch entry.content {
            case .invalid(let problems):
                notShown.append(
                    HiddenItem(
                        type: entry.declaredType, title: entry.declaredTitle, source: source,
                        reason: .invalidStaticItem(problems)))
            case .valid(let item):
                // Title and subtitle are looked up with the plist value as the key (platform-facts §3).
                let title = strings.resolve(item.localizedTitle)
                candidates.append(
                    MenuItem(
                        type: item.type, title: title.value,
                        subtitle: item.localizedSubtitle.map { strings.resolve($0).value },
                        icon: item.icon, userInfo: item.userInfo, targetContentIdentifier: item.targetContentIdentifier,
                        source: source, titleLocalization: title.localization, computedProperties: []))
            }
        }

        // Then dynamic items in array order; none before the first launch (platform-facts §4, UIKIT).
        for (index, dynamic) in installed.dynamicItems.enumerated() {
            candidates.append(menuItem(dynamic, index: index, app: app))
        }
        for (index, dynamic) in awaitingLaunch.enumerated() {
            let item = menuItem(dynamic, index: index, app: app)
            notShown.append(
                HiddenItem(type: item.type, title: item.title, source: item.source, reason: .notLaunchedYet))
        }

        // Items with an empty title are skipped (platform-facts §4).
        var shown: [MenuItem] = []
        for item in candidates {
            if item.title.isEmpty {
                notShown.append(
                    HiddenItem(type: item.type, title: item.title, source: item.source, reason: .emptyTitle))
            } else {
                shown.append(item)
            }
        }
        // At most four app items (platform-facts §4).
        if shown.count > Self.maximumAppItems {
            for (offset, item) in shown.enumerated().dropFirst(Self.maximumAppItems) {
                notShown.append(
                    HiddenItem(
                        type: item.type, title: item.title, source: item.source,
                        reason: .beyondFourItemLimit(position: offset + 1, total: shown.count)))
            }
            shown = Array(shown.prefix(Self.maximumAppItems))
        }

        let localizedName = app.localizedName(in: strings)
        let systemItems = SystemMenuItem.items(
            appName: localizedName, distribution: installed.distribution, device: device,
            supportsMultipleWindows: app.supportsMultipleWindows, strings: SystemMenuStrings(locale: locale))
        var menu = HomeScreenMenu(
            appName: localizedName, locale: locale, localization: installed.localization(for: locale), device: device,
            phase: installed.phase, placement: placement,
            items: shown, systemItems: systemItems, notShown: notShown, origin: app.origin)
        let states = otherStates(of: app)
        menu.otherStates = states.isEmpty ? nil : states
        return menu
    }

    /// What the app registers on paths the source cannot decide other than the menu's: an assignment that gives
    /// fewer items (an early return that clears them while signed out), or another array from the same assignment
    /// (a setting's other value).
    func otherStates(of app: App) -> [OtherItemsState] {
        // Only paths under conditions give other states; most apps have none, and the linter asks in every locale.
        let isConditional = app.shortcutItemsAssignments.contains { assignment in
            !assignment.pathConditions.isEmpty || assignment.otherPaths.contains { !$0.conditions.isEmpty }
        }
        guard isConditional else { return [] }
        let shown = app.registeredDynamicItems
        // Each shown item's first index in the source, looked up by hash: a search per item was quadratic, and 14,500
        // items in one function took 9 s (issue 34).
        var firstIndex: [DiscoveredShortcutItem: Int] = [:]
        for (index, item) in app.dynamicItemsInSource.enumerated() where firstIndex[item] == nil {
            firstIndex[item] = index
        }
        let registered = shown.compactMap { firstIndex[$0] }
        var states: [OtherItemsState] = []
        for assignment in app.shortcutItemsAssignments {
            let paths =
                [ItemsOnPath(items: assignment.items ?? [], conditions: assignment.pathConditions)]
                + assignment.otherPaths
            for path in paths where !path.conditions.isEmpty && path.items != registered {
                guard assignment.items != nil, path.items.count <= shown.count,
                    path.items.count < shown.count || path.items != registered
                else { continue }
                let titles = path.items.filter(app.dynamicItemsInSource.indices.contains).map { index in
                    let title = app.dynamicItemsInSource[index].localizedTitle
                    return app.shown(title, locale: locale).value ?? "‹\(title.asWritten)›"
                }
                states.append(
                    OtherItemsState(
                        location: assignment.location, itemCount: path.items.count, conditions: path.conditions,
                        titles: titles))
            }
        }
        return states
    }

    private func menuItem(_ dynamic: DynamicShortcutItem, index: Int, app: App) -> MenuItem {
        // Dynamic titles are localized by the app before it registers them ([UIKIT] localizedTitle): a text the
        // code looks up in its strings tables is shown as the table gives it in this locale.
        var title = dynamic.item.localizedTitle
        var subtitle = dynamic.item.localizedSubtitle
        var shownTitle: ShownText?
        if let texts = dynamic.sourceTexts {
            if case .localized = texts.title {
                shownTitle = app.shown(texts.title, locale: locale)
                title = shownTitle?.value ?? title
            }
            if let text = texts.subtitle, case .localized = text {
                subtitle = app.shown(text, locale: locale).value ?? subtitle
            }
        }
        var item = MenuItem(
            type: dynamic.item.type, title: title, subtitle: subtitle, icon: dynamic.item.icon,
            userInfo: dynamic.item.userInfo, targetContentIdentifier: dynamic.item.targetContentIdentifier,
            source: ItemSource(kind: .dynamic, index: index, location: dynamic.sourceLocation),
            titleLocalization: shownTitle?.localization, computedProperties: dynamic.computedProperties)
        item.titleKey = shownTitle?.key
        item.repeatedAtRunTime = dynamic.isRepeatedAtRunTime ? true : nil
        return item
    }
}
