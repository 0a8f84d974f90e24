#!/usr/bin/env bash
# Build Store Admin.app in a disk image and prove it works, on macOS (GitHub Actions' runner,
# .github/workflows/installers.yml, or a Mac with Python 3.11):
#
#   bash packaging/macos/build-dmg.sh
#
# 1. installs the project with PyInstaller, pinned by constraints.txt;
# 2. packaging/build.py --ci: the one-folder build, "Store Admin.app" around it (the spec's
#    BUNDLE) and the frozen smoke test offscreen;
# 3. checks the app's Info.plist carries pyproject.toml's version;
# 4. dist/storeadmin-<version>-macos-<arch>.dmg (hdiutil: the app beside a link to
#    /Applications), then mounts it read-only and runs the smoke test of the app inside.
set -euo pipefail
cd "$(dirname "$0")/../.."

python3 -m pip install -c constraints.txt -e ".[packaging]"
python3 packaging/build.py --ci
version=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
app="dist/storeadmin/Store Admin.app"

for key in CFBundleShortVersionString CFBundleVersion; do
    said=$(plutil -extract "$key" raw "$app/Contents/Info.plist")
    [ "$said" = "$version" ] || { echo "Info.plist $key is $said, not $version" >&2; exit 1; }
done

stage=$(mktemp -d)
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
image="dist/storeadmin-$version-macos-$(uname -m).dmg"
hdiutil create -volname "Store Admin $version" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$image"
rm -rf "$stage"

mount=$(mktemp -d)
hdiutil attach "$image" -nobrowse -readonly -mountpoint "$mount"
trap 'hdiutil detach "$mount" -quiet || true' EXIT
QT_QPA_PLATFORM=offscreen "$mount/Store Admin.app/Contents/MacOS/storeadmin" --demo --smoke-test
echo "macOS disk image $image: built, and the app inside it passes the smoke test."
