# The releases (docs/deployment.md, « Un petit serveur »), sourced by deploy/brocante. A release is the code of one
# version in /opt/INSTANCE/releases/VERSION, its dependencies installed and its Strapi and admin built;
# /opt/INSTANCE/current is the one that runs. It is built there from this checkout, which takes about 2 GB of memory
# for a minute; or it comes built from a release archive (`deploy/brocante package` on a machine with the memory,
# `install --release ARCHIVE` on a small server), checked by its SHA-256 and given its production dependencies only;
# or, when another committee on the server already has it, copied from theirs.

# A long command's output kept aside, and its last lines shown if it fails.
logged() {
  local what="$1"
  shift
  "$@" >"$work/step.log" 2>&1 || { tail -n 30 "$work/step.log" >&2; fail "$what a échoué (ci-dessus)."; }
}

# The archive's files: this checkout's (as git clone would bring them, with what is not committed yet) and what their
# build made (packages/shared/dist, cms/dist with the panel, admin/dist), and its VERSION. Built in a copy of the
# files, so the checkout's own builds and dependencies stay as they are. Written into the folder $1 (this one when none).
package_release() {
  [ $# -le 1 ] && [[ "${1:-}" != -* ]] || fail "package [DOSSIER] : le dossier où écrire l'archive, sans autre option."
  need git git
  need pnpm pnpm
  version="$(release_version)"
  local name="brocante-$version" out="${1:-$PWD}"
  say "Archive de la version $version : construction (2 Go de mémoire environ)"
  checkout_files "$work/$name"
  checkout_files "$work/construction"
  (
    cd "$work/construction"
    logged "l'installation des dépendances" pnpm install --frozen-lockfile
    # The checkout's build cache (or CI's, TURBO_CACHE_DIR): what it already built from the same files is taken from there.
    logged "la construction" pnpm exec turbo run build --filter=cms --filter=admin --cache-dir "${TURBO_CACHE_DIR:-$root/.turbo/cache}"
    tar -cf - packages/shared/dist cms/dist admin/dist | tar -C "$work/$name" -xf -
  )
  printf '%s\n' "$version" >"$work/$name/VERSION"
  mkdir -p "$out"
  tar -C "$work" --owner=0 --group=0 -czf "$out/$name.tar.gz" "$name"
  (cd "$out" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
  say "Archive : $out/$name.tar.gz ($(du -h "$out/$name.tar.gz" | cut -f1)), empreinte $out/$name.tar.gz.sha256"
}

# This checkout's files, as git clone would bring them with what is not committed yet, copied into the folder $1.
checkout_files() {
  mkdir -p "$1"
  (
    cd "$root"
    git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
      [ -e "$file" ] && printf '%s\0' "$file"
    done | tar --null -T - -cf - | tar -C "$1" -xf -
  )
}

# The version a release archive holds, once its SHA-256 matches the ARCHIVE.sha256 beside it.
archive_version() {
  local archive="$1" expected
  [ -f "$archive" ] || fail "--release : pas d'archive à $archive."
  [ -f "$archive.sha256" ] || fail "--release : l'empreinte $archive.sha256 manque (elle accompagne l'archive)."
  expected="$(cut -d' ' -f1 "$archive.sha256")"
  [ "$(sha256sum "$archive" | cut -d' ' -f1)" = "$expected" ] ||
    fail "l'archive $archive ne correspond pas à son empreinte : rien n'est installé."
  tar -xzOf "$archive" --wildcards --no-wildcards-match-slash '*/VERSION' >"$work/VERSION" 2>/dev/null || true
  [[ "$(head -n 1 "$work/VERSION")" =~ ^[A-Za-z0-9][A-Za-z0-9._+-]*$ ]] ||
    fail "l'archive $archive n'est pas une archive de version (son fichier VERSION manque)."
  head -n 1 "$work/VERSION"
}

build_release() {
  release_dir="/opt/$instance/releases/$version"
  [ -f "$release_dir/.construite" ] && return 0
  # Another committee on this server already built this version: its release is copied rather than built again
  # (minutes and 2 GB of memory saved); this instance's uploads and user are given to the copy below.
  local twin
  for twin in /opt/*/releases/"$version" ""; do
    [ -f "$twin/.construite" ] && [ "$twin" != "$release_dir" ] && break
  done
  if [ -n "$twin" ]; then
    step "version $version : celle déjà construite sur ce serveur ($twin), copiée"
  elif [ -n "$release_archive" ]; then
    step "version $version depuis $(basename "$release_archive") : dépendances de production"
  else
    step "version $version dans $release_dir : dépendances et construction (quelques minutes)"
  fi
  [ -n "$dry_run" ] && return 0
  rm -rf "$release_dir"
  mkdir -p "$(dirname "$release_dir")"
  if [ -n "$twin" ]; then
    cp -a "$twin" "$release_dir"
    rm -f "$release_dir/.construite"
  else
    unpack_release
  fi
  # Strapi writes the editors' uploads into its public folder: the instance's own, kept across releases.
  rm -rf "$release_dir/cms/public/uploads"
  ln -s "/var/lib/$instance/uploads" "$release_dir/cms/public/uploads"
  # The site is rebuilt on the server each time an editor publishes, by the instance's own user.
  chown -R "$instance:$instance" "$release_dir/site"
  touch "$release_dir/.construite"
}

# The release's code in $release_dir, from the archive or this checkout, its dependencies installed and, from a
# checkout, built.
unpack_release() {
  mkdir -p "$release_dir"
  if [ -n "$release_archive" ]; then
    tar -C "$release_dir" --strip-components=1 --no-same-owner -xzf "$release_archive"
  else
    tar -C "$root" --exclude=./.git --exclude='./node_modules' --exclude='*/node_modules' --exclude='./*/dist' \
      --exclude=./cms/.tmp --exclude=./cms/public/uploads -cf - . | tar -C "$release_dir" -xf -
  fi
  (
    cd "$release_dir"
    export PATH="$node_dir/bin:$PATH" CI=true ASTRO_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true TURBO_TELEMETRY_DISABLED=1
    if [ -z "$release_archive" ]; then
      logged "l'installation des dépendances" pnpm install --frozen-lockfile
      logged "la construction" pnpm exec turbo run build --filter=cms --filter=admin
    fi
    # What stays on the server: what runs Strapi and rebuilds the site (the admin is built, the tools are not needed).
    logged "l'installation des dépendances" pnpm install --frozen-lockfile --prod --filter 'cms...' --filter 'site...'
  )
}
