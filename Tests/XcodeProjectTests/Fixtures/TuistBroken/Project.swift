import ProjectDescription

let project = Project(
    name: "Broken",
    targets: [
        .target(name: "App", product: .app, bundleId: "com.example.app"
    ]
)
