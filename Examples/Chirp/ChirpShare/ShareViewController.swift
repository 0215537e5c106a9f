//
//  ShareViewController.swift
//  ChirpShare
//
//  Created by the Chirp team.
//

import UIKit
import UniformTypeIdentifiers

/// Lets people send a photo, a link or some text to a Chirp conversation from the share sheet.
///
/// The extension only hands the attachments over to the app's shared container; it has no
/// quick actions of its own (Home Screen quick actions belong to the app).
final class ShareViewController: UIViewController {

    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statusLabel.text = "Sending to Chirp…"
        statusLabel.textAlignment = .center
        statusLabel.frame = view.bounds
        statusLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(statusLabel)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let attachments = (extensionContext?.inputItems as? [NSExtensionItem])?
            .flatMap { $0.attachments ?? [] } ?? []
        let supported = attachments.filter {
            $0.hasItemConformingToTypeIdentifier(UTType.image.identifier)
                || $0.hasItemConformingToTypeIdentifier(UTType.url.identifier)
                || $0.hasItemConformingToTypeIdentifier(UTType.plainText.identifier)
        }
        statusLabel.text = supported.isEmpty ? "Nothing to send" : "Sent \(supported.count) item(s)"
        extensionContext?.completeRequest(returningItems: nil)
    }
}
