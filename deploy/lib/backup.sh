# deploy/brocante backup (docs/deployment.md, « Sauvegarder et restaurer »), sourced by deploy/brocante. A backup is
# one file, encrypted with age for the committee's key: the database in PostgreSQL's custom format, the files editors
# uploaded, the configuration (its secrets too: the registrants' private links are derived from them), a manifest
# (the rows of each table, each file's SHA-256) that the restore checks, and whose it is (origine.txt). Each one then
# leaves the server (deploy/lib/backup-copy.sh); deploy/lib/restore.sh puts one back.

# PostgreSQL's tools as the database's owner: on the committee's server, its system user, through the socket (peer
# authentication, no password) when root runs the command; as is with a URL that carries a password.
as_owner() {
  local user
  user="$(sed -n 's|^postgres\(ql\)\?://\([^:@/]*\)@.*|\2|p' <<<"$database")"
  if [ "$(id -u)" = 0 ] && [ -n "$user" ] && id "$user" >/dev/null 2>&1; then
    (cd / && runuser -u "$user" -- "$@")
  else
    "$@"
  fi
}

uploads_dir() { local dir; dir="$(setting UPLOADS_DIR)"; printf '%s' "${dir:-$root/cms/public/uploads}"; }

# What the restore checks: each table's rows, each uploaded file's SHA-256.
manifest() {
  local database="$1" uploads="$2"
  as_owner psql "$database" -XAtq -v ON_ERROR_STOP=1 -c "
    SELECT 'rows ' || table_name || ' ' ||
      (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I.%I', table_schema, table_name), false, true, '')))[1]::text
    FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name"
  if [ -d "$uploads" ]; then
    (cd "$uploads" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum | sed 's/^/file /')
  fi
}

# backup: the night's, copied off the server; `backup here` keeps it on this server only (an upgrade's, a removal's:
# the night's backup leaves it, as every night).
backup() {
  local where="${1:-}"
  need pg_dump postgresql-client
  need age age
  [ -f "$env_file" ] || fail "pas de configuration à $env_file (--env FICHIER)."
  local database recipient dir keep uploads stamp file
  database="$(setting DATABASE_URL)"
  recipient="$(setting BACKUP_RECIPIENT)"
  dir="$(setting BACKUP_DIR)"
  dir="${dir:-/var/backups/brocante}"
  keep="$(setting BACKUP_KEEP_DAYS)"
  keep="${keep:-30}"
  uploads="$(uploads_dir)"
  [ -n "$database" ] || fail "DATABASE_URL manque dans $env_file."
  [[ "$recipient" == age1* ]] || fail "BACKUP_RECIPIENT manque dans $env_file : la clé publique age du comité (age-keygen -o cle-du-comite.txt l'affiche). Sans elle, rien n'est sauvegardé en clair."
  [[ "$keep" =~ ^[0-9]+$ ]] && [ "$keep" -ge 1 ] || fail "BACKUP_KEEP_DAYS doit être un nombre de jours (1 au moins)."
  mkdir -p "$dir"
  chmod 700 "$dir"
  stamp="$(date -u +%Y%m%d-%H%M%S)"
  mkdir -p "$work/brocante"
  as_owner pg_dump --format=custom --no-owner --no-privileges "$database" >"$work/brocante/database.dump"
  if [ -d "$uploads" ]; then cp -a "$uploads" "$work/brocante/uploads"; else mkdir "$work/brocante/uploads"; fi
  cp "$env_file" "$work/brocante/brocante.env"
  manifest "$database" "$uploads" >"$work/brocante/manifest.txt"
  # Whose backup it is: a restore onto another committee's server refuses it.
  printf 'site=%s\ninstance=%s\nmade=%s\n' "$(setting PUBLIC_URL)" "$instance" "$stamp" >"$work/brocante/origine.txt"
  file="$dir/brocante-$stamp.tar.age"
  tar -C "$work" -cf - brocante | gzip -6 | age -r "$recipient" -o "$file.part"
  mv "$file.part" "$file"
  chmod 600 "$file"
  # Kept BACKUP_KEEP_DAYS days, never longer: a registration erased stays in no backup beyond them.
  find "$dir" -maxdepth 1 -name 'brocante-*.tar.age' -mtime "+$((keep - 1))" -delete
  say "Sauvegarde : $file ($(du -h "$file" | cut -f1), $(grep -c '^rows ' "$work/brocante/manifest.txt") tables, $(grep -c '^file ' "$work/brocante/manifest.txt") fichiers)."
  [ "$where" = here ] || copy_off_server "$file"
  rm -rf "$work/brocante"
}

