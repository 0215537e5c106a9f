//
//  DraftsViewController.swift
//  Quill
//

import UIKit

final class DraftsViewController: UITableViewController {

    private var drafts: [String] = []

    @discardableResult
    func perform(_ item: UIApplicationShortcutItem) -> Bool {
        switch item.type {
        case "com.example.quill.new-draft":
            drafts.insert("Untitled", at: 0)
            tableView.reloadData()
        case "com.example.quill.open-recent":
            title = drafts.first ?? "No drafts"
        default:
            return false
        }
        return true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        drafts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        var content = cell.defaultContentConfiguration()
        content.text = drafts[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
