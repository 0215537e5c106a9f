//
//  TimerViewController.swift
//  Sundial (shared)
//

import UIKit

final class TimerViewController: UIViewController {

    private let label = UILabel()
    private var startDate: Date?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.font = .monospacedDigitSystemFont(ofSize: 48, weight: .light)
        label.text = "00:00"
        label.frame = view.bounds
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }

    func start() {
        startDate = Date()
    }

    func showWorldClock() {
        title = "World Clock"
    }
}
