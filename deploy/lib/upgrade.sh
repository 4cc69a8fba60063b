# deploy/brocante upgrade (docs/deployment.md, « Mettre à jour »), sourced by deploy/brocante: the version of the
# checkout this command runs from replaces the running one. The new release built beside the running one (the site
# stays up meanwhile); Strapi stopped and a backup made; Strapi started on the new release (its migrations run at
# start); checked from outside (check_from_outside, deploy/lib/serve.sh). If the check fails, the previous release
# and the database of the backup come back, and the server says so: in this command's output and on the volunteers'
# dashboard and by e-mail (the health's « upgrade » check reads /var/lib/INSTANCE/mise-a-jour-annulee). While Strapi
# is stopped, the site's forms wait and send again (upgrade_window).

upgrade() {
  [ "$(id -u)" = 0 ] || fail "la mise à jour se fait en root."
  [ -f "$env_file" ] || fail "rien n'est installé ici sous le nom « $instance » ($env_file manque) : deploy/brocante install."
  domain="$(setting PUBLIC_URL)"
  domain="${domain#https://}"
  # The panel's domain the install saved (PANEL_URL, https://PANEL_DOMAIN/admin): the check reaches the panel there.
  panel_domain="$(setting PANEL_URL)"
  panel_domain="${panel_domain#https://}"
  panel_domain="${panel_domain%/admin}"
  strapi_port="$(setting PORT)"
  version="$(release_version)"
  local previous started report="/var/lib/$instance/mise-a-jour-annulee"
  previous="$(readlink "/opt/$instance/current")"
  if [ "$previous" = "/opt/$instance/releases/$version" ]; then
    say "Déjà à la version $version."
    return 0
  fi
  say "Mise à jour de « $instance » : $(basename "$previous") → $version"
  install_node
  build_release
  set_setting UPGRADE_REPORT "$report"
  # nginx's configuration of the new release (deploy/nginx): its upgrade window holds from this upgrade on, and stays
  # on a rollback (it serves the previous version as well).
  (root="$release_dir" && install_nginx) || fail "nginx refuse la configuration de la version $version : rien n'a changé."
  # Strapi stops before the backup: no registration may arrive between the backup and a rollback to it. The site's
  # pages stay served by nginx meanwhile; its forms wait and send again (upgrade_window).
  started="$(date +%s)"
  step "arrêt de Strapi et sauvegarde avant la mise à jour"
  upgrade_window open
  systemctl stop "$instance-site.service" "$instance-strapi.service"
  # Kept on this server for a rollback; the night's backup leaves it, as every night.
  off_server_copy=""
  backup
  local saved
  saved="$(find "$(setting BACKUP_DIR)" -maxdepth 1 -name 'brocante-*.tar.age' -printf '%T@ %p\n' | sort -n | tail -n 1 | cut -d' ' -f2)"
  step "démarrage sur la version $version"
  ln -sfn "$release_dir" "/opt/$instance/current"
  rm -f "$report"
  systemctl start "$instance-strapi.service"
  # The public reaches Strapi again once the check from outside (with the server's pass) has passed: nothing is
  # registered on a version that is then rolled back.
  if wait_for_strapi "http://127.0.0.1:$strapi_port/api/health" && rebuild_site && check_from_outside; then
    upgrade_window close
    systemctl start "$instance-site.service"
    say "Mise à jour faite : version $version ($(($(date +%s) - started)) s entre l'arrêt et le site vérifié). L'ancienne reste dans $previous."
    return 0
  fi
  roll_back "$previous" "$saved" "$started"
}

# The previous release and its database back (the backup made just before), and the committee told.
roll_back() {
  local previous="$1" saved="$2" started="$3"
  step "la version $version ne répond pas comme il faut : retour à $(basename "$previous") et à la base d'avant"
  journalctl -u "$instance-strapi.service" -n 20 --no-pager -o cat 2>/dev/null | sed 's/^/    /' || true
  systemctl stop "$instance-strapi.service" "$instance-site.service"
  ln -sfn "$previous" "/opt/$instance/current"
  key_file="/etc/brocante/$instance/cle-des-sauvegardes.txt"
  operands=("$saved")
  target_database=""
  target_uploads=""
  restore
  check_from_outside || fail "la version précédente ne passe pas non plus la vérification : journalctl -u $instance-strapi, puis deploy/brocante restore."
  printf 'version=%s\nat=%s\n' "$version" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"/var/lib/$instance/mise-a-jour-annulee"
  chmod 644 "/var/lib/$instance/mise-a-jour-annulee"
  upgrade_window close
  fail "mise à jour annulée : la version $(basename "$previous") et sa base sont revenues en $(($(date +%s) - started)) s. Le comité en est prévenu (tableau de bord, e-mail)."
}

# From Strapi's stop until the version that runs has passed its check, nginx answers the public's API calls 503 with
# Retry-After before they reach Strapi (deploy/nginx/brocante.conf), and the site's forms send again by themselves
# (site/src/lib/api.ts): no visitor meets a 502 nor loses what they typed, and nothing registered lands on a version
# rolled back. Open: requests already with Strapi get two seconds to finish. Closed however the command ends.
upgrade_window() {
  local flag="/var/lib/$instance/mise-a-jour"
  if [ "$1" = open ]; then
    trap 'rm -f "'"$flag"'"; rm -rf "$work"' EXIT
    touch "$flag"
    sleep 2
  else
    rm -f "$flag"
  fi
}
