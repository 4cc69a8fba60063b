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
  (cd "/opt/$instance/current/cms" &&
    SHEET_COMMITTEE="$(setting COMMITTEE_NAME)" SHEET_INSTANCE="$instance" SHEET_SITE="$public" SHEET_DOMAIN="${public#https://}" \
      SHEET_PANEL="$(setting PANEL_URL)" SHEET_EMAIL="$(setting COMMITTEE_EMAIL)" SHEET_BACKUPS="$(setting BACKUP_DIR)" \
      SHEET_VERSION="$(basename "$(readlink -f "/opt/$instance/current")")" SHEET_GET="$get" \
      "$node_dir/bin/node" scripts/recovery-sheet.js "$key" "$sheet") ||
    fail "la feuille de secours n'a pas pu être faite."
  say ""
  say "Feuille à imprimer : $sheet (ouvrez-la dans un navigateur : scp root@${public#https://}:$sheet .)"
}
