import UIKit

let vendorItem = UIApplicationShortcutItem(type: "vendor", localizedTitle: "Vendor")
