# deploy/brocante restore (docs/deployment.md, « Sauvegarder et restaurer »), sourced by deploy/brocante: a backup
# (deploy/lib/backup.sh) put back on this server, or on the database and folder given, from what the committee holds:
# the backup file, the e-mails' attachments (deploy/lib/backup-copy.sh: a whole backup, or the week's parts and a
# later night's database), or a snapshot of its restic repository; opened with the key of its recovery sheet, checked
# against its manifest. Nothing changes until every file given opens, is whole and is this committee's.

# --key -: the key typed (or scanned) from the recovery sheet, on the terminal or its input, kept in the work folder
# only (restore's `key_file` then names it); spaces and letter case as one types them, its form checked before anything
# changes.
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

# « restic » or « restic:SNAPSHOT »: the backup file of the committee's restic repository's last snapshot (or the one
# named), from RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE (the environment's, on a new server, else the configuration's).
from_restic() {
  local snapshot="${1#restic}"
  snapshot="${snapshot#:}"
  need restic restic
  export RESTIC_REPOSITORY="${RESTIC_REPOSITORY:-$(setting RESTIC_REPOSITORY)}"
  export RESTIC_PASSWORD_FILE="${RESTIC_PASSWORD_FILE:-$(setting RESTIC_PASSWORD_FILE)}"
  [ -n "$RESTIC_REPOSITORY" ] || fail "restic : quel dépôt ? (RESTIC_REPOSITORY=… et RESTIC_PASSWORD_FILE=… devant la commande)"
  local as=()
  # An SFTP repository knows the instance's SSH key (deploy/lib/backup-copy.sh), not root's: restic runs as its user.
  if [[ "$RESTIC_REPOSITORY" == sftp:* ]] && [ -f "/var/lib/$instance/.ssh/id_ed25519" ]; then
    install -d -o "$instance" -m 700 "$work/restic"
    as=(runuser -u "$instance" -- env "HOME=/var/lib/$instance" "RESTIC_REPOSITORY=$RESTIC_REPOSITORY" "RESTIC_PASSWORD_FILE=$RESTIC_PASSWORD_FILE")
  fi
  (cd / && "${as[@]}" restic restore --quiet --tag brocante --target "$work/restic" "${snapshot:-latest}") >&2 ||
    fail "restic n'a pas rendu la sauvegarde ${snapshot:-latest} de $RESTIC_REPOSITORY (ci-dessus) : rien n'a changé."
  find "$work/restic" -type f -name 'brocante-*.tar.age' | head -n 1
}

# The files given, as whole backups: a restic snapshot fetched, the parts of one backup joined in order (all of them).
gather_backups() {
  local operand prefix part parts joined fetched
  local -A part_count=()
  gathered=()
  for operand in "$@"; do
    if [[ "$operand" == restic || "$operand" == restic:* ]]; then
      fetched="$(from_restic "$operand")" || exit 1
      [ -n "$fetched" ] || fail "restic : pas de sauvegarde du comité dans ${operand#restic:} : rien n'a changé."
      gathered+=("$fetched")
      continue
    fi
    [ -f "$operand" ] || fail "pas de fichier $operand : rien n'a changé."
    if [[ "$operand" =~ ^(.*)\.partie-([0-9]+)-sur-([0-9]+)$ ]]; then
      prefix="${BASH_REMATCH[1]}"
      part_count[$prefix]="${BASH_REMATCH[3]}"
      mkdir -p "$work/parties/$(basename "$prefix")"
      cp "$operand" "$work/parties/$(basename "$prefix")/${BASH_REMATCH[2]}"
    else
      gathered+=("$operand")
    fi
  done
  for prefix in "${!part_count[@]}"; do
    parts="${part_count[$prefix]}"
    joined="$work/$(basename "$prefix")"
    : >"$joined"
    for part in $(seq 1 "$parts"); do
      [ -f "$work/parties/$(basename "$prefix")/$part" ] ||
        fail "il manque la partie $part sur $parts de $(basename "$prefix") (les $parts e-mails de la semaine) : rien n'a changé."
      cat "$work/parties/$(basename "$prefix")/$part" >>"$joined"
    done
    gathered+=("$joined")
  done
  [ ${#gathered[@]} -gt 0 ] || fail "quelle sauvegarde ? (deploy/brocante restore --key FICHIER SAUVEGARDE)"
}

# Each backup opened in its own folder; at most one whole and one database alone (a later night's), of one committee.
open_backups() {
  local file opened made site
  whole="" database_only=""
  for file in "$@"; do
    opened="$work/ouverte-$(basename "$file")"
    mkdir -p "$opened"
    age -d -i "$key_file" "$file" | gzip -dc | tar -C "$opened" -xf - ||
      fail "$(basename "$file") ne s'ouvre pas avec cette clé, ou elle est abîmée (coupée, changée) : rien n'a changé."
    [ -f "$opened/brocante/database.dump" ] && [ -f "$opened/brocante/manifest.txt" ] ||
      fail "$(basename "$file") n'est pas une sauvegarde du comité : rien n'a changé."
    if [ -f "$opened/brocante/sans-fichiers" ]; then
      [ -z "$database_only" ] || fail "une seule base de données à la fois (la plus récente) : rien n'a changé."
      database_only="$opened/brocante"
    else
      [ -z "$whole" ] || fail "une seule sauvegarde complète à la fois (la plus récente) : rien n'a changé."
      whole="$opened/brocante"
    fi
  done
  if [ -n "$whole" ] && [ -n "$database_only" ]; then
    [ "$(value_in "$whole/origine.txt" site)" = "$(value_in "$database_only/origine.txt" site)" ] ||
      fail "ces sauvegardes sont de deux sites différents : rien n'a changé."
    made="$(value_in "$whole/origine.txt" made)"
    [[ "$(value_in "$database_only/origine.txt" made)" > "$made" ]] ||
      fail "la base de données donnée est plus ancienne que la sauvegarde complète (du $made) : donnez la plus récente, ou la complète seule."
  fi
  # Another committee's backup onto this one's server: refused (a new server, with no configuration yet, takes it).
  site="$(value_in "${database_only:-$whole}/origine.txt" site)"
  if [ -f "$env_file" ] && [ -n "$site" ] && [ "$site" != "$(setting PUBLIC_URL)" ]; then
    fail "cette sauvegarde est celle de $site (« $(value_in "${database_only:-$whole}/origine.txt" instance) »), pas de $(setting PUBLIC_URL) : rien n'a changé."
  fi
}

# restore [--key FILE|-] [--database URL] [--uploads FOLDER] BACKUP…: onto this installation, or the database and folder
# given.
restore() {
  local key_file="" target_database="" target_uploads="" backups=()
  while [ $# -gt 0 ]; do
    case "$1" in
      --key) key_file="$(value_of "$@")"; shift 2 ;;
      --database) target_database="$(value_of "$@")"; shift 2 ;;
      --uploads) target_uploads="$(value_of "$@")"; shift 2 ;;
      -*) no_options "$@" ;;
      *) backups+=("$1"); shift ;;
    esac
  done
  need pg_restore postgresql-client
  need age age
  [ "$key_file" = - ] && typed_key
  [ -n "$key_file" ] && [ -f "$key_file" ] || fail "--key FICHIER : la clé privée age du comité, celle qui ouvre ses sauvegardes (--key - pour la taper)."
  local database uploads saved expected
  database="${target_database:-$(setting DATABASE_URL)}"
  uploads="${target_uploads:-$(uploads_dir)}"
  [ -n "$database" ] || fail "sur quelle base ? (--database URL, ou DATABASE_URL dans $env_file)"
  gather_backups "${backups[@]}"
  open_backups "${gathered[@]}"
  # The database of the latest night given; the files of the whole backup (none given: the uploads stay as they are).
  saved="${database_only:-$whole}"
  { grep '^rows ' "$saved/manifest.txt" || true; } >"$work/expected"
  # On a server deploy/brocante installed, its services stop for the restore and start again after it.
  local services=()
  if [ -z "$target_database" ] && systemctl cat "$instance-strapi.service" >/dev/null 2>&1; then
    services=("$instance-strapi.service" "$instance-site.service")
    systemctl stop "${services[@]}"
  fi
  as_owner pg_restore --clean --if-exists --no-owner --no-privileges --exit-on-error --single-transaction \
    --dbname="$database" <"$saved/database.dump"
  mkdir -p "$uploads"
  if [ -n "$whole" ]; then
    find "$uploads" -mindepth 1 -delete
    cp -a "$whole/uploads/." "$uploads/"
    chown -R --reference="$uploads" "$uploads"
    { grep '^file ' "$whole/manifest.txt" || true; } >>"$work/expected"
  else
    say "Les fichiers envoyés ne sont pas dans cette sauvegarde (ceux de la semaine, en plusieurs e-mails) : ceux du serveur restent."
    (cd "$uploads" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum | sed 's/^/file /') >>"$work/expected"
  fi
  take_saved_configuration "$saved/brocante.env"
  if ! diff <(manifest "$database" "$uploads") "$work/expected" >"$work/differences"; then
    cat "$work/differences" >&2
    fail "la base ou les fichiers restaurés diffèrent de la sauvegarde (ci-dessus)."
  fi
  [ ${#services[@]} -eq 0 ] || start_on_restored_data
  local files tables
  files="$(grep -c '^file ' "$work/expected" || true)"
  tables="$(grep -c '^rows ' "$work/expected" || true)"
  say "Restaurée : $tables table$([ "$tables" -gt 1 ] && echo s) et $files fichier$([ "$files" -gt 1 ] && echo s), identiques à la sauvegarde."
}

# The saved secrets come back with the data: the registrants' private links and the sessions are derived from them. A
# new server takes the saved configuration whole; an installed one keeps its own settings (its paths, its ports) and
# takes the saved secrets.
take_saved_configuration() {
  local saved="$1" key value
  if [ ! -f "$env_file" ]; then
    install -D -m 600 "$saved" "$env_file"
    say "Configuration restaurée : $env_file."
    return 0
  fi
  for key in "${SECRET_KEYS[@]}"; do
    value="$(value_in "$saved" "$key")"
    [ -n "$value" ] && [ "$value" != "$(setting "$key")" ] || continue
    set_setting "$key" "$value"
    say "Secret $key repris de la sauvegarde."
  done
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
