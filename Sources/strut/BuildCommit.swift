/// The commit strut was built from, or nil. `scripts/install` writes the commit here for the
/// length of its release build (and puts this file back afterwards), so an installed binary knows
/// its commit with no git checkout or network at run time; a plain `swift build` says
/// "unknown commit".
let buildCommit: String? = nil
