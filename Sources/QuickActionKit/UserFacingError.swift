/// An error whose description is the one line people read: the file (and line, where known) and what to do. The
/// command-line tool prints it after `error:` and exits with status 2 (DESIGN.md), so every library error reaches
/// the entry point through one `catch`.
public protocol UserFacingError: Error, CustomStringConvertible {}

extension ProjectReadError: UserFacingError {}
