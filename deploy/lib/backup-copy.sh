# deploy/brocante backup, its second half (docs/deployment.md, « La copie hors du serveur »), sourced by
# deploy/brocante: each night's backup leaves the server, which may be lost with its disk. To the committee's restic
# repository when it has one (RESTIC_REPOSITORY: SFTP, S3-compatible, restic's REST server); else by e-mail to the
# committee (COMMITTEE_EMAIL, through its SMTP server, cms/scripts/backup-copy.js): whole when it fits an e-mail
# (BACKUP_MAIL_MAX_MB, 10 by default), else the database every night and the whole backup once a week, in parts
# that each fit. What happened goes to BACKUP_DIR/copie.txt, which the server's health reads (the dashboard, status,
# the volunteers' e-mail): a copy that did not leave is told as a missed backup is, and the backup command fails.
# Called by backup(), whose locals it reads: dir, keep, recipient, stamp.

# A week, less the nightly timer's leeway: the files' weekly copy is due.
FILES_EVERY_SECONDS=$((7 * 86400 - 6 * 3600))

copy_off_server() {
  local file="$1" by now reason
  now="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  copy_notes=()
  if [ -n "$(setting RESTIC_REPOSITORY)" ]; then
    by=restic
  elif [ -n "$(setting COMMITTEE_EMAIL)" ] && [ -n "$(setting SMTP_HOST)" ]; then
    by=e-mail
  else
    note_copy by= failed_at="$now" failure="aucune copie ne quitte le serveur : ni RESTIC_REPOSITORY, ni COMMITTEE_EMAIL et SMTP_HOST"
    say "Copie hors du serveur : aucune (RESTIC_REPOSITORY, ou COMMITTEE_EMAIL et SMTP_HOST, dans $env_file)."
    return 0
  fi
  if "copy_by_${by/-/}" "$file" 2>"$work/copy-error"; then
    note_copy by="$by" failed_at= failure= "${copy_notes[@]}"
    return 0
  fi
  reason="$(grep -v '^[[:space:]]*$' "$work/copy-error" | tail -n 1 | cut -c1-300)"
  note_copy by="$by" failed_at="$now" failure="${reason:-sans message}"
  cat "$work/copy-error" >&2
  fail "la copie hors du serveur n'est pas partie ($([ "$by" = restic ] && echo "restic : $(setting RESTIC_REPOSITORY | sed 's|//[^/@]*@|//…@|')" || echo "e-mail à $(setting COMMITTEE_EMAIL)")) : ${reason:-sans message}. La sauvegarde reste sur ce serveur : $file."
}

# BACKUP_DIR/copie.txt, its KEY=value lines: those given replace theirs (KEY= removes one). Readable by Strapi, which
# runs as the instance's user while root may run the backup: no secret in it.
note_copy() {
  local report="$dir/copie.txt" pair key value
  local -A values=()
  if [ -f "$report" ]; then
    while IFS='=' read -r key value; do [ -n "$key" ] && values[$key]="$value"; done <"$report"
  fi
  for pair in "$@"; do values[${pair%%=*}]="$(tr '\n' ' ' <<<"${pair#*=}" | sed 's/ *$//')"; done
  for key in "${!values[@]}"; do [ -z "${values[$key]}" ] || printf '%s=%s\n' "$key" "${values[$key]}"; done | sort >"$report.part"
  chmod 644 "$report.part"
  mv "$report.part" "$report"
}

# The backup into the committee's restic repository (its password in RESTIC_PASSWORD_FILE; an S3-compatible one's
# keys as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the configuration), kept BACKUP_KEEP_DAYS there too.
copy_by_restic() {
  local file="$1" key value
  need restic restic
  export RESTIC_REPOSITORY RESTIC_PASSWORD_FILE
  RESTIC_REPOSITORY="$(setting RESTIC_REPOSITORY)"
  RESTIC_PASSWORD_FILE="$(setting RESTIC_PASSWORD_FILE)"
  for key in AWS_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY; do
    value="$(setting "$key")"
    [ -z "$value" ] || export "$key=$value"
  done
  # A repository the install could not reach yet (an SFTP server that had not authorised the key) is made now; one
  # that is there but does not open (a wrong password) says why, not that it cannot be made again.
  { restic cat config >/dev/null 2>"$work/restic-config" || restic init --quiet >/dev/null 2>&1 ||
    { cat "$work/restic-config" >&2 && false; }; } &&
    restic backup --quiet --tag brocante "$file" >&2 &&
    restic forget --quiet --tag brocante --keep-within "${keep}d" --prune >&2 || return 1
  say "Copie hors du serveur : dans le dépôt restic du comité."
  copy_notes=(at="$now" files_at="$now" bytes="$(stat -c %s "$file")" limit=)
}

# By e-mail to the committee: the whole backup when it fits; else the database alone, and the whole backup in parts
# once a week.
copy_by_email() {
  local file="$1" limit bytes base last_files name part parts count
  limit="$(setting BACKUP_MAIL_MAX_MB)"
  limit="${limit:-10}"
  [[ "$limit" =~ ^[0-9]+$ ]] && [ "$limit" -ge 1 ] || { echo "BACKUP_MAIL_MAX_MB doit être un nombre de mégaoctets (10)." >&2; return 1; }
  limit=$((limit * 1000000))
  bytes="$(stat -c %s "$file")"
  name="$(basename "$file")"
  mkdir -p "$work/copie"
  copy_notes=(bytes="$bytes" limit="$limit" at="$now")
  if [ "$bytes" -le "$limit" ]; then
    cp "$file" "$work/copie/$name" && chmod 644 "$work/copie/$name"
    mail_backup complete "$work/copie/$name" || return 1
    copy_notes+=(files_at="$now")
    return 0
  fi
  # The database alone tonight: what the files do not change, a few megabytes for a season.
  base="$work/copie/${name%.tar.age}-base.tar.age"
  touch "$work/brocante/sans-fichiers"
  tar -C "$work" -cf - --exclude=brocante/uploads brocante | gzip -6 | age -r "$recipient" -o "$base"
  rm "$work/brocante/sans-fichiers"
  [ "$(stat -c %s "$base")" -le "$limit" ] || {
    echo "même la base de données seule ($(du -h "$base" | cut -f1)) dépasse ce qu'un e-mail porte (BACKUP_MAIL_MAX_MB=$((limit / 1000000))) : une copie par restic (RESTIC_REPOSITORY) le peut." >&2
    return 1
  }
  chmod 644 "$base"
  mail_backup base "$base" || return 1
  # The whole backup, files with it, once a week: in parts of at most the limit, one e-mail each.
  last_files="$(value_in "$dir/copie.txt" files_at)"
  if [ -n "$last_files" ] && [ $(($(date +%s) - $(date -d "$last_files" +%s))) -lt "$FILES_EVERY_SECONDS" ]; then
    copy_notes+=(files_at="$last_files")
    say "Copie hors du serveur : la base de données par e-mail ; les fichiers, une fois par semaine, sont partis le $last_files."
    return 0
  fi
  split -b "$limit" -d -a 3 "$file" "$work/copie/morceau-"
  parts="$(find "$work/copie" -name 'morceau-*' | wc -l)"
  part=0
  for count in $(find "$work/copie" -name 'morceau-*' -printf '%f\n' | sort); do
    part=$((part + 1))
    mv "$work/copie/$count" "$work/copie/$name.partie-$part-sur-$parts"
    chmod 644 "$work/copie/$name.partie-$part-sur-$parts"
    mail_backup partie "$work/copie/$name.partie-$part-sur-$parts" "$part" "$parts" || return 1
  done
  copy_notes+=(files_at="$now")
}

# One e-mail through the committee's SMTP server, sent by cms/scripts/backup-copy.js with the instance's configuration.
mail_backup() {
  local cms="/opt/$instance/current/cms"
  [ -d "$cms" ] || cms="$root/cms"
  node_paths
  (cd "$cms" && as_instance -- node scripts/backup-copy.js "$@") >&2 || return 1
  say "Copie hors du serveur : $(basename "$2"), par e-mail à $(setting COMMITTEE_EMAIL)."
}

# The install's step: the committee's restic repository reached as the nightly backup will reach it (the instance's
# user), and made a repository when it is empty. An SFTP one authorizes the instance's own SSH key, printed here. What
# fails is said, and the first backup's copy tells the dashboard: the rest of the install goes on.
prepare_restic() {
  local repository
  repository="$(setting RESTIC_REPOSITORY)"
  [ -n "$repository" ] || return 0
  [ -n "$dry_run" ] && { step "copie de chaque nuit : dépôt restic $repository"; return 0; }
  if [[ "$repository" == sftp:* ]] && [ ! -f "/var/lib/$instance/.ssh/id_ed25519" ]; then
    install -d -o "$instance" -g "$instance" -m 700 "/var/lib/$instance/.ssh"
    runuser -u "$instance" -- ssh-keygen -q -t ed25519 -N '' -C "brocante-$instance" -f "/var/lib/$instance/.ssh/id_ed25519"
    # No one answers ssh's questions at night: the SFTP server's key is learnt at the first copy, then held to (a
    # server that changes its key is refused), and nothing is ever asked.
    printf 'Host *\n  BatchMode yes\n  StrictHostKeyChecking accept-new\n  ServerAliveInterval 30\n' |
      install -o "$instance" -g "$instance" -m 600 /dev/stdin "/var/lib/$instance/.ssh/config"
    say "  la clé SSH de ce serveur, à autoriser sur le serveur SFTP : $(cat "/var/lib/$instance/.ssh/id_ed25519.pub")"
  fi
  (cd / && as_instance -- sh -c 'restic cat config >/dev/null 2>&1 || restic init --quiet' >"$work/restic.log" 2>&1) && return 0
  step "copie de chaque nuit : le dépôt restic $repository ne répond pas"
  sed 's/^/    /' "$work/restic.log"
  say "    la copie partira par restic dès qu'il répondra ; le tableau de bord dit si elle manque."
}

# status: where the night's copy went, or why it did not leave.
copy_status() {
  local report="$1" failed_at at files_at
  failed_at="$(value_in "$report" failed_at)"
  at="$(value_in "$report" at)"
  files_at="$(value_in "$report" files_at)"
  if [ -n "$failed_at" ]; then
    say "  copie hors du serveur : pas partie le $failed_at ($(value_in "$report" failure))$([ -z "$at" ] || printf ' ; la dernière partie : %s' "$at")"
  elif [ -n "$at" ]; then
    say "  copie hors du serveur : $(value_in "$report" by), la dernière le $at$([ "$files_at" = "$at" ] || printf ' (la base ; les fichiers, chaque semaine, le %s)' "$files_at")"
  else
    say "  copie hors du serveur : aucune encore"
  fi
}
