import ArgumentParser

/// Options shared by every command that reads an app project.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "An iOS app project folder, or an app's Info.plist.")
    var path: String

    @Option(help: "The product name for $(PRODUCT_NAME) and similar variables (default: the app's folder name).")
    var appName: String?
}
