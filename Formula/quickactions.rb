# The Homebrew formula for quickactions, kept here and published in a tap: a repository named
# `homebrew-quickactions` whose Formula/quickactions.rb is this file with a `url` and `sha256` line after `homepage`.
# `make release` (scripts/release.sh) writes that copy to dist/quickactions.rb, naming the release's source archive
# and its checksum; the release workflow attaches it to the GitHub release. Then:
#
#   brew tap quickactionkit/quickactions https://github.com/quickactionkit/homebrew-quickactions
#   brew install quickactionkit/quickactions/quickactions
#
# As it stands here (no url), the formula builds the main branch: `brew install --HEAD`. It builds with Swift on
# macOS and has not been tried on a Mac from here.
class Quickactions < Formula
  desc "Lint, preview and simulate iOS Home Screen quick actions and App Shortcuts"
  homepage "https://github.com/quickactionkit/quickactionkit"
  license "MIT"
  head "https://github.com/quickactionkit/quickactionkit.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on xcode: ["16.3", :build] # Swift 6.1 (swift-tools-version in Package.swift)
  depends_on "cairo"
  depends_on "fontconfig"
  depends_on "freetype"
  depends_on "fribidi"
  depends_on "harfbuzz"
  depends_on "librsvg"
  depends_on :macos

  def install
    # No lint plug-ins in this build: SwiftPM would otherwise build a second copy of the tool for them.
    ENV["QUICKACTIONS_PLUGINS"] = "0"
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "quickactions"
    bin.install ".build/release/quickactions"
    bin.install Dir[".build/release/*.bundle", ".build/release/*.resources"]
    generate_completions_from_executable(bin/"quickactions", "--generate-completion-script")
  end

  test do
    assert_match version.to_s.sub(/^HEAD-.*/, ""), shell_output("#{bin}/quickactions --version")
    (testpath/"Notes/Info.plist").write <<~PLIST
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleName</key><string>Notes</string>
      <key>UIApplicationShortcutItems</key><array><dict>
      <key>UIApplicationShortcutItemType</key><string>new</string>
      <key>UIApplicationShortcutItemTitle</key><string>new note</string>
      </dict></array></dict></plist>
    PLIST
    assert_match "title_case", shell_output("#{bin}/quickactions lint #{testpath}/Notes", 0)
  end
end
