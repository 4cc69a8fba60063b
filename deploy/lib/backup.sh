# deploy/brocante backup and restore (docs/deployment.md, « Sauvegarder et restaurer »), sourced by deploy/brocante.
# A backup is one file, encrypted with age for the committee's key: the database in PostgreSQL's custom format, the
# files editors uploaded, the configuration (its secrets too: the registrants' private links are derived from them)
# and a manifest (the rows of each table, each file's SHA-256) that the restore checks.

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

backup() {
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
  file="$dir/brocante-$stamp.tar.age"
  tar -C "$work" -cf - brocante | gzip -6 | age -r "$recipient" -o "$file.part"
  mv "$file.part" "$file"
  chmod 600 "$file"
  # Kept BACKUP_KEEP_DAYS days, never longer: a registration erased stays in no backup beyond them.
  find "$dir" -maxdepth 1 -name 'brocante-*.tar.age' -mtime "+$((keep - 1))" -delete
  local restic_repository
  restic_repository="$(setting RESTIC_REPOSITORY)"
  if [ -n "$restic_repository" ]; then
    need restic restic
    RESTIC_REPOSITORY="$restic_repository" RESTIC_PASSWORD_FILE="$(setting RESTIC_PASSWORD_FILE)" \
      restic backup --quiet --tag brocante "$file"
    RESTIC_REPOSITORY="$restic_repository" RESTIC_PASSWORD_FILE="$(setting RESTIC_PASSWORD_FILE)" \
      restic forget --quiet --tag brocante --keep-within "${keep}d" --prune
  fi
  say "Sauvegarde : $file ($(du -h "$file" | cut -f1), $(grep -c '^rows ' "$work/brocante/manifest.txt") tables, $(grep -c '^file ' "$work/brocante/manifest.txt") fichiers)."
  rm -rf "$work/brocante"
}

# --key -: the key typed (or scanned) from the recovery sheet, on the terminal or its input, kept in the work folder
# only; spaces and letter case as one types them, its form checked before anything changes.
typed_key() {
  local typed
  [ -t 0 ] && printf 'Clé des sauvegardes (AGE-SECRET-KEY-1…, sur la feuille de secours) : ' >&2
  IFS= read -rs typed || true
  [ -t 0 ] && printf '\n' >&2
  typed="$(tr -d '[:space:]' <<<"$typed")"
  typed="${typed^^}"
  [[ "$typed" =~ ^AGE-SECRET-KEY-1[0-9A-Z]{58}$ ]] ||
    fail "ce n'est pas une clé des sauvegardes (AGE-SECRET-KEY-1 suivi de 58 lettres et chiffres, sur la feuille de secours) : rien n'a changé."
  key_file="$work/cle-tapee.txt"
  (umask 077 && printf '%s\n' "$typed" >"$key_file")
}

restore() {
  need pg_restore postgresql-client
  need age age
  [ -n "$backup_file" ] && [ -f "$backup_file" ] || fail "quelle sauvegarde ? (deploy/brocante restore --key FICHIER SAUVEGARDE)"
  [ "$key_file" = - ] && typed_key
  [ -n "$key_file" ] && [ -f "$key_file" ] || fail "--key FICHIER : la clé privée age du comité, celle qui ouvre ses sauvegardes (--key - pour la taper)."
  local database uploads
  database="${target_database:-$(setting DATABASE_URL)}"
  uploads="${target_uploads:-$(uploads_dir)}"
  [ -n "$database" ] || fail "sur quelle base ? (--database URL, ou DATABASE_URL dans $env_file)"
  age -d -i "$key_file" "$backup_file" | gzip -dc | tar -C "$work" -xf - ||
    fail "cette sauvegarde ne s'ouvre pas avec cette clé, ou elle est abîmée."
  [ -f "$work/brocante/database.dump" ] && [ -f "$work/brocante/manifest.txt" ] || fail "ce fichier n'est pas une sauvegarde du comité."
  # On a server deploy/brocante installed, its services stop for the restore and start again after it.
  local services=()
  if [ -z "$target_database" ] && systemctl cat "$instance-strapi.service" >/dev/null 2>&1; then
    services=("$instance-strapi.service" "$instance-site.service")
    systemctl stop "${services[@]}"
  fi
  as_owner pg_restore --clean --if-exists --no-owner --no-privileges --exit-on-error --single-transaction \
    --dbname="$database" <"$work/brocante/database.dump"
  mkdir -p "$uploads"
  find "$uploads" -mindepth 1 -delete
  cp -a "$work/brocante/uploads/." "$uploads/"
  chown -R --reference="$uploads" "$uploads"
  # The saved secrets come back with the data: the registrants' private links and the sessions are derived from
  # them. A new server takes the saved configuration whole; an installed one keeps its own settings (its paths,
  # its ports) and takes the saved secrets.
  if [ ! -f "$env_file" ]; then
    install -D -m 600 "$work/brocante/brocante.env" "$env_file"
    say "Configuration restaurée : $env_file."
  else
    local key value
    for key in "${SECRET_KEYS[@]}"; do
      value="$(value_in "$work/brocante/brocante.env" "$key")"
      [ -n "$value" ] && [ "$value" != "$(setting "$key")" ] || continue
      set_setting "$key" "$value"
      say "Secret $key repris de la sauvegarde."
    done
  fi
  if ! diff <(manifest "$database" "$uploads") "$work/brocante/manifest.txt" >"$work/differences"; then
    cat "$work/differences" >&2
    fail "la base ou les fichiers restaurés diffèrent de la sauvegarde (ci-dessus)."
  fi
  [ ${#services[@]} -eq 0 ] || start_on_restored_data
  local files
  files="$(grep -c '^file ' "$work/brocante/manifest.txt" || true)"
  say "Restaurée : $(grep -c '^rows ' "$work/brocante/manifest.txt") tables et $files fichier$([ "$files" -gt 1 ] && echo s), identiques à la sauvegarde."
}

# Strapi started on the restored data, and the site rebuilt from them before the restore is said done: the pages
# served were built from the data before (on a new server, from none: « Aucune brocante n'est encore annoncée »).
start_on_restored_data() {
  node_paths
  domain="$(setting PUBLIC_URL)"
  domain="${domain#https://}"
  strapi_port="$(setting PORT)"
  systemctl start "$instance-strapi.service"
  wait_for_strapi "http://127.0.0.1:$strapi_port/api/health" ||
    fail "Strapi ne démarre pas sur les données restaurées : journalctl -u $instance-strapi."
  step "le site : reconstruction depuis les données restaurées"
  rebuild_site || fail "le site ne s'est pas reconstruit depuis les données restaurées (ci-dessus)."
  systemctl start "$instance-site.service"
}

