# deploy/brocante recovery-sheet: the committee's recovery sheet (cms/scripts/recovery-sheet.js): the site, the
# instance, where the backups are, the backup key in letters and as a QR code, and the three commands of a restore;
# printed here, and written to /root/feuille-de-secours-INSTANCE.html to print. Root only: it holds the backup key.
# The install ends with it.
recovery_sheet() {
  [ "$(id -u)" = 0 ] || fail "la feuille de secours porte la clé des sauvegardes : root seulement (sudo deploy/brocante recovery-sheet)."
  [ -f "$env_file" ] || fail "pas d'installation « $instance » ici ($env_file manque)."
  local key="/etc/brocante/$instance/cle-des-sauvegardes.txt" sheet="/root/feuille-de-secours-$instance.html" get public
  [ -f "$key" ] || fail "la clé des sauvegardes manque ($key) : sans elle, aucune sauvegarde ne s'ouvre."
  node_paths
  # Where a new server gets this tool: the repository it was cloned from, or the release archive it came in.
  get="$(git -C "$root" remote get-url origin 2>/dev/null || true)"
  if [ -n "$get" ]; then
    get="git clone $get brocante && cd brocante"
  else
    get="copiez l'archive de la version ($(basename "$(readlink -f "/opt/$instance/current")")) et installez avec --release ARCHIVE"
  fi
  public="$(setting PUBLIC_URL)"
  # Where the night's copy goes (deploy/lib/backup-copy.sh), and the restore from it; a restic repository's password
  # with it: without it, the copy does not open either.
  local copy restore_from repository limit
  repository="$(setting RESTIC_REPOSITORY)"
  if [ -n "$repository" ]; then
    copy="chaque nuit dans le dépôt restic $repository, mot de passe du dépôt : $(cat "$(setting RESTIC_PASSWORD_FILE)" 2>/dev/null)"
    restore_from="RESTIC_REPOSITORY=$repository deploy/brocante restore --key - restic   (puis le mot de passe du dépôt)"
    # A new server has a new SSH key, which the SFTP server does not know yet.
    [[ "$repository" != sftp:* ]] ||
      copy="$copy ; un serveur neuf a sa propre clé SSH, que l'installation affiche : à autoriser sur le serveur SFTP avant de restaurer"
  else
    limit="$(setting BACKUP_MAIL_MAX_MB)"
    copy="chaque nuit par e-mail à $(setting COMMITTEE_EMAIL), en pièce jointe ; plus grosse que ${limit:-10} Mo, la base de données chaque nuit et la sauvegarde complète chaque semaine, en parties"
    restore_from="deploy/brocante restore --key - brocante-….tar.age   (la pièce jointe du dernier e-mail « sauvegarde du … », ou les parties de la semaine et la base de la nuit)"
  fi
  (cd "/opt/$instance/current/cms" &&
    SHEET_COMMITTEE="$(setting COMMITTEE_NAME)" SHEET_INSTANCE="$instance" SHEET_SITE="$public" SHEET_DOMAIN="${public#https://}" \
      SHEET_PANEL="$(setting PANEL_URL)" SHEET_EMAIL="$(setting COMMITTEE_EMAIL)" SHEET_BACKUPS="$(setting BACKUP_DIR)" SHEET_COPY="$copy" SHEET_RESTORE_FROM="$restore_from" \
      SHEET_VERSION="$(basename "$(readlink -f "/opt/$instance/current")")" SHEET_GET="$get" \
      "$node_dir/bin/node" scripts/recovery-sheet.js "$key" "$sheet") ||
    fail "la feuille de secours n'a pas pu être faite."
  say ""
  say "Feuille à imprimer : $sheet (ouvrez-la dans un navigateur : scp root@${public#https://}:$sheet .)"
}
