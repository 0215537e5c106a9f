import QuickActionKit

extension UserChoice {
    /// The option that makes this choice on the command line, added to a library's error that asks for it.
    var option: String {
        switch self {
        case .target: "--target NAME"
        case .configuration: "--configuration NAME"
        case .settingsFile: "--xcconfig FILE"
        case .timeOfDayDefault: "--default Intent.parameter=case@START-END"
        case .deviceStateFile: "--state FILE"
        }
    }
}
