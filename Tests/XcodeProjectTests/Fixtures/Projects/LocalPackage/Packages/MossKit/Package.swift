// swift-tools-version: 5.9

import PackageDescription

let package = Package(
    name: "MossKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "MossKit", targets: ["MossKit"]),
    ],
    targets: [
        .target(name: "MossKit"),
        .testTarget(name: "MossKitTests", dependencies: ["MossKit"]),
    ]
)
