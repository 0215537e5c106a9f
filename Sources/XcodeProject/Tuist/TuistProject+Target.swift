import QuickActionKit
import SwiftSyntax

extension TuistProject {
    /// One element of `targets`: `.target(…)`, `Target(…)` or `Target.target(…)` (ProjectDescription's
    /// `Target.swift`), located at the call. nil (noted) when it is not such a call or its name is not a literal.
    mutating func target(_ expression: ExprSyntax) -> ProjectTarget? {
        guard let call = ManifestCall(expression), call.name == "target" || call.name == "Target" else {
            literals.note(expression, what: "a target")
            return nil
        }
        guard let nameExpression = call["name"], let name = literals.string(nameExpression, what: "a target's name")
        else { return nil }
        var product = ""
        if let expression = call["product"] { product = literals.member(expression, what: "the product") ?? "" }
        let productType = TuistProduct.productType(product)
        let destinations = self.destinations(call["destinations"] ?? call["platform"])
        var leading: [BuildSettingAssignment] = []
        if let expression = call["destinations"] ?? call["platform"],
            let sdk = TuistProduct.sdkRoot(destinations: destinations)
        {
            leading.append(
                BuildSettingAssignment(name: "SDKROOT", value: sdk, location: literals.location(of: expression)))
        }
        leading += stringSetting("PRODUCT_NAME", call["productName"], what: "the product name")
        leading += stringSetting("PRODUCT_BUNDLE_IDENTIFIER", call["bundleId"], what: "the bundle identifier")
        leading += deploymentTarget(call["deploymentTargets"] ?? call["deploymentTarget"])
        let info = infoPlist(
            call, target: name, product: product, productType: productType, destinations: destinations)
        if let file = info.file { leading.append(file) }
        let settings = call["settings"].flatMap { TuistSettings($0, literals: &literals, sourceRoot: sourceRoot) }
        var members: [String] = []
        for label in ["sources", "resources"] {
            if let expression = call[label] { members += files(expression, what: "the \(label) of \(name)") }
        }
        return ProjectTarget(
            name: name, productType: productType, location: literals.location(of: call.syntax),
            settingsLevels: levels(settings, scope: "target", leading: leading),
            memberFiles: Array(Set(members)).sorted(), infoPlistProperties: info.properties)
    }

    /// `destinations: .iOS` / `[.iPhone, .iPad]`, or the older `platform: .iOS`, as destination names.
    private mutating func destinations(_ expression: ExprSyntax?) -> Set<String> {
        guard let expression else { return [] }
        if let array = expression.as(ArrayExprSyntax.self) {
            return Set(array.elements.compactMap { literals.member($0.expression, what: "a destination") })
        }
        guard let name = literals.member(expression, what: "the destinations") else { return [] }
        // `Destinations.iOS` is iPhone, iPad, Mac and Vision Pro "designed for iPad".
        return name == "iOS" ? ["iPhone", "iPad", "macWithiPadDesign", "appleVisionWithiPadDesign"] : [name]
    }

    private mutating func stringSetting(
        _ setting: String, _ expression: ExprSyntax?, what: String
    ) -> [BuildSettingAssignment] {
        guard let expression, let value = literals.string(expression, what: what) else { return [] }
        return [BuildSettingAssignment(name: setting, value: value, location: literals.location(of: expression))]
    }

    /// `deploymentTargets: .iOS("17.0")` or the older `deploymentTarget: .iOS(targetVersion: "15.0", devices: …)`.
    private mutating func deploymentTarget(_ expression: ExprSyntax?) -> [BuildSettingAssignment] {
        guard let expression else { return [] }
        guard let call = ManifestCall(expression), let version = call[nil] ?? call["targetVersion"] ?? call["iOS"]
        else {
            literals.note(expression, what: "the deployment target")
            return []
        }
        let setting = XcodeGenPlatform.deploymentTargetSetting[call.name] ?? "IPHONEOS_DEPLOYMENT_TARGET"
        return stringSetting(setting, version, what: "the deployment target")
    }
}
