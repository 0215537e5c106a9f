//
//  ShareViewController.swift
//  SaveToSundial
//

import UIKit
import UniformTypeIdentifiers

final class ShareViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let provider = (extensionContext?.inputItems.first as? NSExtensionItem)?.attachments?.first
        provider?.loadItem(forTypeIdentifier: UTType.url.identifier) { [weak self] _, _ in
            DispatchQueue.main.async {
                self?.extensionContext?.completeRequest(returningItems: nil)
            }
        }
    }
}
