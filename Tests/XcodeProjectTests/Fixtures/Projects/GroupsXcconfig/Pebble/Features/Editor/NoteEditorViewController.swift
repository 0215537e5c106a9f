//
//  NoteEditorViewController.swift
//  Pebble
//
//  Lives in Features/Editor: its group's path has two components.
//

import UIKit

final class NoteEditorViewController: UIViewController {

    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NoteFormatter.title(for: "")
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
    }

    func startBlankNote() {
        textView.text = ""
        textView.becomeFirstResponder()
    }

    func beginSearch() {
        navigationItem.searchController = UISearchController()
    }

    func open(noteID: String) {
        title = noteID
    }
}
