# Sourced by .ci/mcu.sh: makes Debian 12's QEMU 7.2 system emulators available when
# they are missing: qemu-system-arm (which holds qemu-system-aarch64 too) and
# qemu-system-misc (qemu-system-riscv32).
#
# `apt-get install` is tried first. On a machine where a newer qemu-utils is installed
# (10.0 from bookworm-backports, which "Breaks: qemu-system-common (<< 8.0)"), apt
# refuses 7.2's emulators; then the two packages are unpacked into
# firmware/target/qemu (apt-get download, dpkg-deb -x), their libraries installed with
# apt, and that folder's bin put on PATH. Either way a second run finds them and does
# nothing. The firmware is loaded with -kernel, so the emulators' data files (firmware
# images, keymaps) are not needed.

qemu_local="$PWD/firmware/target/qemu/root/usr/bin"
if [ -d "$qemu_local" ]; then
    export PATH="$qemu_local:$PATH"
fi

qemu_missing=()
if ! command -v qemu-system-arm >/dev/null || ! command -v qemu-system-aarch64 >/dev/null; then
    qemu_missing+=(qemu-system-arm)
fi
if ! command -v qemu-system-riscv32 >/dev/null; then
    qemu_missing+=(qemu-system-misc)
fi

if [ "${#qemu_missing[@]}" -gt 0 ]; then
    echo "+ apt-get update && apt-get install -y ${qemu_missing[*]}" >&2
    apt-get update -qq >&2
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${qemu_missing[@]}" >/dev/null; then
        echo "+ apt refused; unpacking ${qemu_missing[*]} into firmware/target/qemu" >&2
        mkdir -p firmware/target/qemu/debs
        (cd firmware/target/qemu/debs && apt-get download "${qemu_missing[@]}") >&2 2>/dev/null
        for deb in firmware/target/qemu/debs/*.deb; do
            dpkg-deb -x "$deb" firmware/target/qemu/root
        done
        # Their libraries (the packages' dependencies other than QEMU's own packages).
        mapfile -t qemu_libraries < <(apt-cache depends "${qemu_missing[@]}" |
            awk '$1 == "Depends:" && $2 !~ /^(qemu-|<)/ { print $2 }' | sort -u)
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${qemu_libraries[@]}" >/dev/null
        export PATH="$qemu_local:$PATH"
    fi
fi
