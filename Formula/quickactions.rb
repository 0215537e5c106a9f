# A Homebrew formula that builds quickactions from the main branch (no release archive is published yet, so it has
# no stable url and checksum): `brew install --HEAD ./Formula/quickactions.rb`. Not tried on a Mac here.
class Quickactions < Formula
  desc "Lint, preview and simulate iOS Home Screen quick actions and App Shortcuts"
  homepage "https://github.com/quickactionkit/quickactionkit"
  license "MIT"
  head "https://github.com/quickactionkit/quickactionkit.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "cairo"
  depends_on "fontconfig"
  depends_on "freetype"
  depends_on "fribidi"
  depends_on "harfbuzz"
  depends_on "librsvg"
  depends_on :macos

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "quickactions"
    bin.install ".build/release/quickactions"
    bin.install Dir[".build/release/*.resources"].reject { |path| path.include?("-tool") || path.include?("PluginDemo") }
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
