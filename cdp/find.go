package cdp

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// EnvChrome names the environment variable that points at the browser
// binary. It is one of the two environment variables the SDK reads.
const EnvChrome = "SUREFILL_CHROME"

// chromeNames are looked up on PATH, in this order: the open-source build
// first, because that is what distributions and CI images ship.
var chromeNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"}

// FindChrome returns the browser binary to run. path, when not empty, wins
// (a name is looked up on PATH); then the SUREFILL_CHROME environment
// variable; then the usual names on PATH; then the usual install locations.
// An explicit path or variable that does not lead to an executable is an
// error rather than a reason to fall back, so a typo is never hidden by
// another browser being found.
//
// Live tests use it to decide whether a browser is available.
func FindChrome(path string) (string, error) {
	if path != "" {
		return lookExec(path, "the path option")
	}
	if env := os.Getenv(EnvChrome); env != "" {
		return lookExec(env, EnvChrome)
	}
	for _, name := range chromeNames {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	locs := installLocations()
	for _, p := range locs {
		if isExecutable(p) {
			return p, nil
		}
	}
	return "", fmt.Errorf("%w: set %s or install Chromium (looked for %s on PATH and in %s)",
		ErrChromeNotFound, EnvChrome, strings.Join(chromeNames, ", "), strings.Join(locs, ", "))
}

func lookExec(p, from string) (string, error) {
	found, err := exec.LookPath(p)
	if err != nil {
		return "", fmt.Errorf("%w: %s names %q: %v", ErrChromeNotFound, from, p, err)
	}
	return found, nil
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	if err != nil || fi.IsDir() {
		return false
	}
	return runtime.GOOS == "windows" || fi.Mode()&0o111 != 0
}

// installLocations are where browsers land when they are not on PATH.
func installLocations() []string {
	switch runtime.GOOS {
	case "darwin":
		return []string{
			"/Applications/Chromium.app/Contents/MacOS/Chromium",
			"/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
			"/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing",
		}
	case "windows":
		var out []string
		for _, env := range []string{"ProgramFiles", "ProgramFiles(x86)", "LocalAppData"} {
			if dir := os.Getenv(env); dir != "" {
				out = append(out,
					filepath.Join(dir, `Chromium\Application\chrome.exe`),
					filepath.Join(dir, `Google\Chrome\Application\chrome.exe`))
			}
		}
		return out
	default:
		return []string{
			"/usr/bin/chromium",
			"/usr/bin/chromium-browser",
			"/usr/lib/chromium/chromium",
			"/snap/bin/chromium",
			"/usr/bin/google-chrome",
			"/opt/google/chrome/chrome",
		}
	}
}
