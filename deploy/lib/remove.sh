# deploy/brocante remove (docs/deployment.md, « Retirer un comité »), sourced by deploy/brocante: stops and removes one
# installation (its services, site, certificate, database, user, code and configuration) after a last backup, which
# stays with its key in /var/backups/INSTANCE and /etc/brocante/INSTANCE unless --no-backup says otherwise. What the
# installations of the server share (packages, Node, the firewall, the journal's limit) and the other committees stay.

# The units an installation has (deploy/lib/system.sh; the restart the alert plans, deploy/lib/alert.sh; an
# upgrade's relay, deploy/lib/upgrade.sh).
INSTANCE_UNITS=(strapi.service relais.service site.service alerte.service backup.service backup.timer strapi-relance.timer strapi-relance.service)

# remove [--confirm NAME] [--no-backup]: the installation's name typed again, and its last backup skipped.
remove() {
  local confirmation="" without_backup=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --confirm) confirmation="$(value_of "$@")"; shift 2 ;;
      --no-backup) without_backup=1; shift ;;
      *) no_options "$@" ;;
    esac
  done
  [ "$(id -u)" = 0 ] || fail "retirer un comité se fait en root."
  [ -f "$env_file" ] || fail "rien n'est installé ici sous le nom « $instance » ($env_file manque) : rien n'est retiré."
  local domain answer backups="/var/backups/$instance" key="/etc/brocante/$instance/cle-des-sauvegardes.txt" saved=""
  domain="$(setting PUBLIC_URL)"
  domain="${domain#https://}"
  if [ -z "$confirmation" ] && [ -t 0 ]; then
    read -r -p "Retirer « $instance » (https://$domain) de ce serveur ? Tapez son nom pour confirmer : " answer
    confirmation="$answer"
  fi
  [ "$confirmation" = "$instance" ] ||
    fail "retirer « $instance » demande son nom pour confirmer (--confirm $instance) : rien n'est retiré."
  say "Retrait de « $instance » (https://$domain)"
  step "arrêt de Strapi et du site"
  systemctl stop "$instance-site.service" "$instance-strapi.service" 2>/dev/null || true
  if [ -z "$without_backup" ]; then
    step "dernière sauvegarde"
    # Kept here with its key, as the end says: a refused e-mail does not stop the removal half-way.
    backup here
    saved="$(find "$backups" -maxdepth 1 -name 'brocante-*.tar.age' -printf '%T@ %p\n' | sort -n | tail -n 1 | cut -d' ' -f2)"
  fi
  step "services"
  local unit
  for unit in "${INSTANCE_UNITS[@]}"; do
    systemctl disable --now --quiet "$instance-$unit" 2>/dev/null || true
    rm -f "/etc/systemd/system/$instance-$unit"
  done
  systemctl daemon-reload
  systemctl reset-failed 2>/dev/null || true
  step "site (nginx) et certificat"
  rm -rf "/etc/nginx/$instance" "/etc/nginx/conf.d/$instance.conf"
  nginx -t -q 2>/dev/null && systemctl reload nginx
  if [ -d "/etc/letsencrypt/live/$domain" ]; then
    certbot delete --non-interactive --cert-name "$domain" >/dev/null 2>&1 ||
      say "  le certificat de $domain reste : certbot delete --cert-name $domain"
  fi
  step "base PostgreSQL et utilisateur système $instance"
  as_postgres psql -Xqc "DROP DATABASE IF EXISTS \"$instance\" WITH (FORCE)"
  as_postgres psql -Xqc "DROP ROLE IF EXISTS \"$instance\""
  ! id "$instance" >/dev/null 2>&1 || userdel "$instance"
  step "code, fichiers et configuration"
  rm -rf "/opt/$instance" "/var/lib/$instance" "$env_file" "/etc/brocante/$instance-restic.txt"
  if [ -n "$saved" ]; then
    find "/etc/brocante/$instance" -mindepth 1 ! -path "$key" -delete
    chown -R root:root "$backups"
    say "« $instance » est retiré. Restent sa dernière sauvegarde, $saved, et sa clé, $key : copiez-les hors du serveur, puis effacez-les (rm -r $backups /etc/brocante/$instance)."
  else
    rm -rf "/etc/brocante/$instance" "$backups"
    say "« $instance » est retiré, sans sauvegarde (--no-backup)."
  fi
}
