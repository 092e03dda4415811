# A Homebrew formula (untested: no Mac or Linuxbrew here). Save it in a tap as Formula/strut.rb
# and set the URL, then `brew install --HEAD YOUR-ORG/tap/strut`.
class Strut < Formula
  desc "Auto Layout for Linux and macOS: solve, explain and draw constraint scenes"
  homepage "https://github.com/YOUR-ORG/strut"
  license "Apache-2.0"
  head "https://github.com/YOUR-ORG/strut.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on "pkg-config" => :build
  depends_on "cairo"
  depends_on "giflib"
  depends_on "libpng"
  depends_on "pango"
  depends_on "webp"
  uses_from_macos "swift" => :build

  def install
    commit = Utils.git_short_head(length: 12)
    inreplace "Sources/strut/BuildCommit.swift", "let buildCommit: String? = nil",
              "let buildCommit: String? = \"#{commit}\""
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "strut"
    bin_path = Utils.safe_popen_read("swift", "build", "-c", "release", "--show-bin-path").chomp
    # The fonts are found beside the binary, so both go to libexec and bin holds a link.
    libexec.install "#{bin_path}/strut", *Dir["#{bin_path}/*.resources"]
    bin.install_symlink libexec/"strut"
  end

  test do
    (testpath/"scene.yaml").write <<~YAML
      canvas: { size: [200, 100] }
      root:
        subviews: [ { id: box, background: systemBlue } ]
      constraints: [ "H:|-[box]-|", "V:|-[box]-|" ]
    YAML
    assert_match "box", shell_output("#{bin}/strut layout scene.yaml")
    system bin/"strut", "render", "scene.yaml", "-o", "scene.png"
    assert_path_exists testpath/"scene.png"
  end
end
