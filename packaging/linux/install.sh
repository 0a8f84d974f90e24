#!/bin/sh
# Install Store Admin for the current user: the app folder, a `storeadmin` command, the menu entry,
# its icons and the AppStream metadata. No root needed; nothing outside the user's home is touched.
#
#   ./install.sh              install (or update) from the folder this script is in
#   ./install.sh --uninstall  remove what an install put in place (the user's data and logs stay)
#
# Where things go (XDG base directories; override with XDG_DATA_HOME or --bin-dir):
#   $XDG_DATA_HOME/storeadmin/app/               the app (default XDG_DATA_HOME: ~/.local/share);
#                                                its parent folder is the app's DATA folder (demo
#                                                store, settings): never removed by this script
#   ~/.local/bin/storeadmin                      a link to start it from a terminal
#   $XDG_DATA_HOME/applications/storeadmin.desktop, icons/hicolor/..., metainfo/...
set -eu

APP=storeadmin
METAINFO=org.storeadmin.StoreAdmin.metainfo.xml
HERE=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
BIN_DIR=$HOME/.local/bin
ACTION=do_install

usage() {
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
}

while [ $# -gt 0 ]; do
    case $1 in
        --uninstall) ACTION=do_uninstall ;;
        --bin-dir) BIN_DIR=$2; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    esac
    shift
done

DATA_DIR=$DATA_HOME/$APP
APP_DIR=$DATA_DIR/app
DESKTOP_FILE=$DATA_HOME/applications/$APP.desktop

remove_old_layout() {
    # Installs before the app/ subfolder put the bundle straight into the data folder: take out
    # just its two entries (the executable and _internal/), never the data beside them.
    if [ -f "$DATA_DIR/$APP" ] && [ -d "$DATA_DIR/_internal" ]; then
        rm -rf "$DATA_DIR/_internal"
        rm -f "$DATA_DIR/$APP"
    fi
}

refresh_caches() {
    # Menus and icon themes pick up changes sooner with fresh caches; both tools are optional.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA_HOME/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
    fi
}

do_uninstall() {
    rm -rf "$APP_DIR"
    remove_old_layout
    rmdir "$DATA_DIR" 2>/dev/null || true  # only when no data was ever kept there
    rm -f "$DESKTOP_FILE" "$DATA_HOME/metainfo/$METAINFO"
    if [ -L "$BIN_DIR/$APP" ]; then
        rm -f "$BIN_DIR/$APP"
    fi
    find "$DATA_HOME/icons/hicolor" -path "*/apps/$APP.*" -type f -exec rm -f {} + 2>/dev/null || true
    refresh_caches
    echo "Store Admin removed. Your demo store and logs stay in the user data folders."
}

# Escape a value for the replacement side of a sed s||| command.
sed_escape() {
    printf '%s' "$1" | sed 's/[\\&|]/\\&/g'
}

do_install() {
    if [ ! -x "$HERE/$APP/$APP" ]; then
        echo "install.sh: $HERE/$APP/$APP is missing; run this script from the unpacked tarball." >&2
        exit 1
    fi
    mkdir -p "$DATA_DIR" "$DATA_HOME/applications" "$DATA_HOME/metainfo" "$BIN_DIR"
    remove_old_layout

    # Copy beside the old version, then swap, so a failed copy leaves the old one working.
    rm -rf "$APP_DIR.new"
    cp -R "$HERE/$APP" "$APP_DIR.new"
    rm -rf "$APP_DIR"
    mv "$APP_DIR.new" "$APP_DIR"
    EXECUTABLE=$APP_DIR/$APP

    ln -sfn "$EXECUTABLE" "$BIN_DIR/$APP"

    # The menu entry starts the installed executable by its full path, so it works even when
    # ~/.local/bin is not on the PATH of the desktop session.
    quoted=$(sed_escape "\"$EXECUTABLE\"")
    plain=$(sed_escape "$EXECUTABLE")
    sed -e "s|^Exec=$APP|Exec=$quoted|" -e "s|^TryExec=$APP\$|TryExec=$plain|" \
        "$HERE/share/applications/$APP.desktop" > "$DESKTOP_FILE"
    chmod 644 "$DESKTOP_FILE"

    cp "$HERE/share/metainfo/$METAINFO" "$DATA_HOME/metainfo/$METAINFO"
    (cd "$HERE/share/icons" && find hicolor -type f -name "$APP.*") | while read -r icon; do
        mkdir -p "$DATA_HOME/icons/$(dirname "$icon")"
        cp "$HERE/share/icons/$icon" "$DATA_HOME/icons/$icon"
    done
    refresh_caches

    echo "Store Admin installed in $APP_DIR"
    echo "Start it from the applications menu, or run: $BIN_DIR/$APP --demo"
}

$ACTION
