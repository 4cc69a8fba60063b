# deploy/brocante status, and the health's problems in words (said by status and by the install's and the upgrade's
# check from outside, deploy/lib/serve.sh).

# What the server's health (GET /api/health: its states, nothing private; its answer is $1) finds wrong, in words with
# what to do: under the install's check and status when the health is not 200.
health_problems() {
  local state
  for state in $(grep -o '"[a-z]*":"[a-z-]*"' <<<"$1" | tr -d '"'); do
    case "$state" in
      database:failing) say "    la base de données ne répond pas : systemctl status postgresql" ;;
      emails:refused) say "    le serveur d'e-mails refuse le serveur (connexion, mot de passe ou expéditeur) : vérifiez SMTP_* dans $env_file ; journalctl -u $instance-strapi dit sa réponse" ;;
      emails:late) say "    des e-mails attendent depuis plus d'un quart d'heure : le serveur d'e-mails ne les prend pas (SMTP_* dans $env_file)" ;;
      disk:full) say "    le disque est presque plein : libérez de la place (df -h)" ;;
      backup:missed) say "    la sauvegarde de la nuit manque : systemctl status $instance-backup.service" ;;
      copy:failed) say "    la copie de la nuit n'a pas quitté le serveur : journalctl -u $instance-backup dit pourquoi ; deploy/brocante backup la refait" ;;
      certificate:expiring) say "    le certificat expire bientôt, son renouvellement a échoué : certbot renew" ;;
      upgrade:rolled-back) say "    la dernière mise à jour a été annulée, la version d'avant tourne : journalctl -u $instance-strapi" ;;
      site:stale) say "    le site montre un contenu plus ancien que celui publié : journalctl -u $instance-site dit pourquoi sa reconstruction a échoué ; une publication dans le panneau la relance" ;;
    esac
  done
}

# deploy/brocante status: what an operator checks first, in one screen.
status() {
  [ -f "$env_file" ] || fail "pas d'installation « $instance » ici ($env_file manque)."
  local unit state database certificate last age health
  say "Installation « $instance » : $(setting PUBLIC_URL), version $(basename "$(readlink -f "/opt/$instance/current" 2>/dev/null || echo '?')")"
  for unit in "$instance-strapi.service" "$instance-site.service" "$instance-backup.timer" nginx.service postgresql.service; do
    state="$(systemctl is-active "$unit" 2>/dev/null || true)"
    say "  $unit : ${state:-inconnu}$([ "$unit" = "$instance-strapi.service" ] && printf ' (%s redémarrages)' "$(systemctl show -p NRestarts --value "$unit" 2>/dev/null || echo ?)")"
  done
  last="$(find "$(setting BACKUP_DIR)" -maxdepth 1 -name 'brocante-*.tar.age' -printf '%T@ %p\n' 2>/dev/null | sort -n | tail -n 1)"
  if [ -n "$last" ]; then
    age=$(( ($(date +%s) - ${last%%.*}) / 3600 ))
    say "  dernière sauvegarde : ${last#* } (il y a $age h, $(du -h "${last#* }" | cut -f1))"
  else
    say "  dernière sauvegarde : aucune"
  fi
  copy_status "$(setting BACKUP_DIR)/copie.txt"
  health="$(curl -s --max-time 10 -w '\n%{http_code}' "http://127.0.0.1:$(setting PORT)/api/health" || true)"
  case "${health##*$'\n'}" in
    200) say "  santé : bonne" ;;
    000) say "  santé : Strapi ne répond pas (journalctl -u $instance-strapi)" ;;
    *) say "  santé : à voir" && health_problems "$health" ;;
  esac
  say "  disque : $(df --output=pcent "$(setting UPLOADS_DIR)" | tail -n 1 | tr -d ' ') utilisé (les fichiers envoyés)"
  certificate="$(setting TLS_CERTIFICATE)"
  [ -f "$certificate" ] && say "  certificat : valable jusqu'au $(date -d "$(openssl x509 -enddate -noout -in "$certificate" | cut -d= -f2)" +%Y-%m-%d)"
  database="$(setting DATABASE_URL)"
  say "  e-mails : $(as_owner psql "$database" -XAtq -c "SELECT count(*) FILTER (WHERE status IN ('pending', 'failed')) || ' en attente (le plus ancien : ' || coalesce(to_char(min(created_at) FILTER (WHERE status IN ('pending', 'failed')), 'YYYY-MM-DD HH24:MI'), 'aucun') || '), ' || count(*) FILTER (WHERE status = 'undeliverable') || ' non distribuables' FROM email_messages" 2>/dev/null || echo 'la base ne répond pas')"
  # Strapi writes its errors among its other lines, all of one priority in the journal: its lines that say an error,
  # each with the two after it (the stack trace's first lines), the last ten.
  local errors
  errors="$(journalctl -u "$instance-strapi.service" -n 5000 --no-pager -o short-iso 2>/dev/null |
    grep -i -A 2 -E '\b(error|erreur)\b' | grep -v '^--$' | tail -n 10 || true)"
  if [ -n "$errors" ]; then
    say "  dernières erreurs :" && sed 's/^/    /' <<<"$errors"
  else
    say "  dernières erreurs : aucune"
  fi
}
