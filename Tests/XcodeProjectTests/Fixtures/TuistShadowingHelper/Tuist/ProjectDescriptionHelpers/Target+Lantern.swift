import ProjectDescription

extension Project {
    public static let appName = "Lantern"

    /// Every project of the workspace, with the team's options.
    public static func lantern(name: String, targets: [Target]) -> Project {
        Project(name: name, options: .options(automaticSchemesOptions: .disabled), targets: targets)
    }
}

extension Target {
    /// The team's `Target.target`: ProjectDescription's own, with a bundle id and destinations filled in. Inside,
    /// `Target.target(…)` without `team:` is ProjectDescription's, which Swift prefers as it needs no defaulted
    /// argument.
    public static func target(
        name: String,
        destinations: Destinations? = nil,
        product: Product,
        bundleId: String? = nil,
        infoPlist: InfoPlist? = .default,
        sources: SourceFilesList? = nil,
        team: String? = nil
    ) -> Target {
        let chosen: Destinations
        if let destinations {
            chosen = destinations
        } else if let team, !team.isEmpty {
            chosen = [.iPhone, .iPad]
        } else {
            chosen = [.iPhone]
        }
        return Target.target(
            name: name,
            destinations: chosen,
            product: product,
            bundleId: bundleId ?? "org.example." + name,
            infoPlist: infoPlist,
            sources: sources
        )
    }
}
