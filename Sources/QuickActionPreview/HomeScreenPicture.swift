import HomeScreen
import QuickActionKit

/// Where everything in the Home Screen picture goes, in points on the screen (`HomeScreenFrame`): the neighbouring
/// icons of the grid and dock, the lifted app icon at its position, and the menu's frame, above or below it.
public struct HomeScreenScene: Sendable {
    public var frame: HomeScreenFrame
    public var placement: MenuPlacement
    /// The app's icon, lifted above the blur.
    public var appIcon: ScreenRect
    /// The other places of the grid and the dock, drawn as blurred neighbours.
    public var neighbours: [ScreenRect]
    /// The menu on the screen; its height is what shows (the rest would scroll).
    public var menu: ScreenRect

    public init(menu: HomeScreenMenu, layout: MenuLayout) throws(DeviceError) {
        // A forced direction mirrors the Home Screen as the locale's would (`MenuLayoutEngine`).
        let placement = try MenuPlacement(
            position: menu.placement.position, device: menu.device, isRightToLeft: layout.isRightToLeft,
            era: layout.era)
        let frame = HomeScreenFrame.of(menu.device, era: layout.era)
        let device = menu.device
        self.frame = frame
        self.placement = placement
        appIcon = frame.iconFrame(at: placement.position, device: device, isRightToLeft: layout.isRightToLeft)
        var neighbours: [ScreenRect] = []
        for row in 1...(device.rows + 1) {
            for column in 1...device.columns where HomeScreenPosition(column: column, row: row) != placement.position {
                neighbours.append(
                    frame.iconFrame(
                        at: HomeScreenPosition(column: column, row: row), device: device,
                        isRightToLeft: layout.isRightToLeft))
            }
        }
        self.neighbours = neighbours
        self.menu = frame.menuFrame(
            width: layout.width, height: layout.height, placement: placement, icon: appIcon)
    }
}

/// The menu as people see it on the Home Screen (issue 17, part 6): a phone-sized picture with a wallpaper, the grid
/// blurred and dimmed behind the menu, the app's icon lifted at its place, and the menu above or below it with the
/// era's shadow and translucency (menu-geometry §4: shadow blur σ≈50 at 12% / 24%; systemMaterial or glass). A line
/// under the screen says what is drawn; notes (placeholders, truncations) follow it only when asked.
public struct HomeScreenPicture {
    public var margin = 24.0

    public init() {}

    /// The picture as an SVG document. `appIcon` is the app's icon as a `data:` URI (a monogram when nil); `notes`
    /// are drawn under the caption.
    public func document(
        _ layout: MenuLayout, scene: HomeScreenScene, appName: String, appIcon: String?, notes: [String] = []
    ) -> String {
        let screen = scene.frame
        let caption =
            "\(appName) · \(layout.locale) · \(layout.appearance.rawValue) · \(layout.textSize.rawValue) · "
            + "\(layout.era.caption) · column \(scene.placement.position.column), row \(scene.placement.position.row)"
        let lines = [caption] + notes.flatMap { SVGMenuRenderer.wrap($0, columns: Int(screen.width / 5.6)) }
        let width = screen.width + 2 * margin
        let height = (screen.height + 2 * margin + 8 + Double(lines.count) * 16).rounded(.up)
        let number = SVGMenuRenderer.number
        let dark = layout.appearance == .dark
        var svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(width))" height="\#(number(height))" viewBox="0 0 \#(number(width)) \#(number(height))">"#
            + "\n<title>\(XMLText.attribute(caption))</title>\n"
        svg += ##"<rect width="100%" height="100%" fill="\##(dark ? "#0B0D10" : "#F4F5F7")"/>"## + "\n"
        svg += "<defs>\n" + Self.definitions(layout, scene: scene) + "</defs>\n"
        svg += #"<g transform="translate(\#(number(margin)),\#(number(margin)))">"# + "\n"
        svg += ##"<g clip-path="url(#screen)">"## + "\n"
        // The Home Screen behind the menu, blurred and dimmed as when a menu is open.
        svg += ##"<g filter="url(#blur)">"## + "\n"
        svg +=
            ##"<rect width="\##(number(screen.width))" height="\##(number(screen.height))" fill="url(#wallpaper)"/>"##
        svg += "\n" + Self.wallpaperShapes(screen, dark: dark)
        for (index, icon) in scene.neighbours.enumerated() {
            svg +=
                #"<rect x="\#(number(icon.x))" y="\#(number(icon.y))" width="\#(number(icon.width))" height="\#(number(icon.height))" rx="\#(number(icon.width * 0.225))" fill="\#(Self.neighbourColours[index % Self.neighbourColours.count])"/>"#
                + "\n"
        }
        svg += "</g>\n"
        svg +=
            ##"<rect width="\##(number(screen.width))" height="\##(number(screen.height))" fill="#000" fill-opacity="\##(dark ? "0.35" : "0.18")"/>"##
            + "\n"
        // The lifted icon, then the menu with its shadow.
        svg += Self.liftedIcon(scene.appIcon, appName: appName, picture: appIcon)
        let menu = scene.menu
        let radius = MenuGeometry.metrics(layout.era).cornerRadius(device: layout.device)
        svg +=
            ##"<rect x="\##(number(menu.x))" y="\##(number(menu.y))" width="\##(number(menu.width))" height="\##(number(menu.height))" rx="\##(number(radius))" fill="#000" fill-opacity="\##(dark ? "0.24" : "0.12")" filter="url(#shadow)"/>"##
            + "\n"
        svg += ##"<g clip-path="url(#menu)">"## + "\n"
        svg += SVGMenuRenderer().group(
            layout, x: menu.x, y: menu.y, highlightTruncations: false,
            platterOpacity: layout.era == .glass ? 0.82 : 0.94)
        svg += "</g>\n</g>\n</g>\n"
        let text = FontFallback.cssFamilyList(locale: .english)
        for (index, line) in lines.enumerated() {
            let y = margin + screen.height + 8 + Double(index + 1) * 16 - 4
            svg +=
                ##"<text x="\##(number(margin))" y="\##(number(y))" font-family="\##(text)" font-size="11" fill="\##(dark ? "#A0A4AA" : "#555")">\##(XMLText.attribute(line))</text>"##
                + "\n"
        }
        return svg + "</svg>\n"
    }

    /// Clips (the screen's rounded corners, the menu's visible part), the blur, the menu's shadow and the wallpaper.
    private static func definitions(_ layout: MenuLayout, scene: HomeScreenScene) -> String {
        let number = SVGMenuRenderer.number
        let screen = scene.frame
        let menu = scene.menu
        let radius = MenuGeometry.metrics(layout.era).cornerRadius(device: layout.device)
        let colours = layout.appearance == .dark ? ("#1B2A4A", "#3B1F4F") : ("#9CC5F0", "#F3C6D9")
        return
            #"<clipPath id="screen"><rect width="\#(number(screen.width))" height="\#(number(screen.height))" rx="\#(number(screen.cornerRadius))"/></clipPath>"#
            + "\n"
            + #"<clipPath id="menu"><rect x="\#(number(menu.x))" y="\#(number(menu.y))" width="\#(number(menu.width))" height="\#(number(menu.height))" rx="\#(number(radius))"/></clipPath>"#
            + "\n"
            + #"<filter id="blur" x="0" y="0" width="100%" height="100%"><feGaussianBlur stdDeviation="14"/></filter>"#
            + "\n"
            + #"<filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="24"/></filter>"#
            + "\n"
            + #"<linearGradient id="wallpaper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="\#(colours.0)"/><stop offset="1" stop-color="\#(colours.1)"/></linearGradient>"#
            + "\n"
    }

    /// Two soft discs, so the blur has something to soften.
    private static func wallpaperShapes(_ screen: HomeScreenFrame, dark: Bool) -> String {
        let number = SVGMenuRenderer.number
        let colours = dark ? ("#2E4A7A", "#5A2E6E") : ("#FFFFFF", "#B9A4F5")
        return
            #"<circle cx="\#(number(screen.width * 0.8))" cy="\#(number(screen.height * 0.25))" r="\#(number(screen.width * 0.45))" fill="\#(colours.0)" fill-opacity="0.45"/>"#
            + "\n"
            + #"<circle cx="\#(number(screen.width * 0.15))" cy="\#(number(screen.height * 0.75))" r="\#(number(screen.width * 0.55))" fill="\#(colours.1)" fill-opacity="0.4"/>"#
            + "\n"
    }

    /// Muted colours for the neighbouring icons (they are blurred; only their places matter).
    static let neighbourColours = ["#5B8DEF", "#F2A541", "#4CBF8A", "#E8615A", "#9B7BE0", "#3FB6C9", "#F27BA6"]

    /// The app's icon, not blurred, slightly lifted: its picture in the rounded square, or a monogram.
    private static func liftedIcon(_ icon: ScreenRect, appName: String, picture: String?) -> String {
        let number = SVGMenuRenderer.number
        let corner = number(icon.width * 0.225)
        var svg =
            #"<clipPath id="lifted-icon"><rect x="\#(number(icon.x))" y="\#(number(icon.y))" width="\#(number(icon.width))" height="\#(number(icon.height))" rx="\#(corner)"/></clipPath>"#
            + "\n"
        if let picture {
            svg +=
                ##"<image x="\##(number(icon.x))" y="\##(number(icon.y))" width="\##(number(icon.width))" height="\##(number(icon.height))" preserveAspectRatio="xMidYMid slice" clip-path="url(#lifted-icon)" href="\##(picture)"/>"##
                + "\n"
        } else {
            let initials = String(appName.prefix(1)).uppercased()
            svg +=
                ##"<rect x="\##(number(icon.x))" y="\##(number(icon.y))" width="\##(number(icon.width))" height="\##(number(icon.height))" rx="\##(corner)" fill="#4A6CF7"/>"##
                + ##"<text x="\##(number(icon.x + icon.width / 2))" y="\##(number(icon.y + icon.height * 0.66))" text-anchor="middle" font-family="\##(FontFallback.cssFamilyList(locale: .english))" font-size="\##(number(icon.width * 0.45))" font-weight="600" fill="#FFF">\##(XMLText.attribute(initials))</text>"##
                + "\n"
        }
        return svg
    }
}
