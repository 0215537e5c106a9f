/// An error whose description is the one line people read: the file (and line, where known) and what to do. The
/// command-line tool prints it after `error:` and exits with status 2 (DESIGN.md), so every library error reaches
/// the entry point through one `catch`. A library words it without any front end's syntax: where a choice would
/// fix the problem, it says so in words and names the choice in `remedy`, and each front end adds how to make it
/// (the command line its option, such as `--target NAME`).
public protocol UserFacingError: Error, CustomStringConvertible {
    /// The choice that would fix the problem, when one would; nil when the description says all there is to do.
    var remedy: UserChoice? { get }
}

extension UserFacingError {
    public var remedy: UserChoice? { nil }
}

/// A choice a person makes about what the tools read or simulate, named the same way by every library. The command
/// line spells each as one of its options; the server's query and the editor servers as their own parameters.
public enum UserChoice: String, Sendable, Hashable, CaseIterable {
    /// Which application target of the project is the app.
    case target
    /// Which build configuration of the project is read.
    case configuration
    /// A build settings file with the values a setup script or CI provides.
    case settingsFile
    /// The time-of-day default of an App Shortcut's parameter.
    case timeOfDayDefault
    /// The file the simulated device's state is kept in.
    case deviceStateFile
}

extension ProjectReadError: UserFacingError {}
