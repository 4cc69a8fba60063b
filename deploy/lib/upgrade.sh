# deploy/brocante upgrade (docs/deployment.md, « Mettre à jour »), sourced by deploy/brocante: the version of the
# checkout this command runs from replaces the running one, built beside it (the site stays up meanwhile). Then:
# - when both ask the same of the database (database_shape), a backup is made and the new version takes over with no
#   request turned away (hand_over): started beside the running one on another port, checked there, then nginx sends
#   it the API while Strapi's service restarts on it. If it does not pass its checks beside, the running one never
#   stopped; if the check from outside fails afterwards, the previous version takes over again the same way, and what
#   was registered meanwhile stays (one database shape).
# - when the new version changes the database (a migration, a content type, an index), Strapi is stopped and a backup
#   made; the site's forms wait and send again meanwhile (upgrade_window); Strapi starts on the new release (its
#   migrations run at start) and is checked from outside (check_from_outside, deploy/lib/serve.sh). If the check fails,
#   the previous release and the database of the backup come back (roll_back).
# Either way the server says a rollback: in this command's output and on the volunteers' dashboard and by e-mail (the
# health's « upgrade » check reads /var/lib/INSTANCE/mise-a-jour-annulee).

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
  [ -n "${UPGRADE_LOG:-}" ] || upgrade_lock
  version="$(release_version)"
  local previous started report="/var/lib/$instance/mise-a-jour-annulee"
  previous="$(readlink "/opt/$instance/current")"
  if [ "$previous" = "/opt/$instance/releases/$version" ]; then
    say "Déjà à la version $version."
    return 0
  fi
  if [ -z "${UPGRADE_LOG:-}" ]; then
    upgrade_detached
    return
  fi
  say "Mise à jour de « $instance » : $(basename "$previous") → $version"
  install_node
  build_release
  set_setting UPGRADE_REPORT "$report"
  # nginx's configuration of the new release (deploy/nginx): its upgrade window holds from this upgrade on, and stays
  # on a rollback (it serves the previous version as well).
  (root="$release_dir" && install_nginx) || fail "nginx refuse la configuration de la version $version : rien n'a changé."
  started="$(date +%s)"
  if [ "$(database_shape "$previous")" = "$(database_shape "$release_dir")" ]; then
    upgrade_beside "$previous" "$started"
  else
    upgrade_stopped "$previous" "$started"
  fi
}

# One upgrade at a time (a second one, from another terminal, is refused while the first runs).
upgrade_lock() {
  exec 9>"/run/lock/$instance-mise-a-jour.lock"
  flock -n 9 || fail "une mise à jour de « $instance » est déjà en cours ; ce qu'elle dit : tail -f /var/lib/$instance/mise-a-jour.log"
}

# The upgrade goes to its end even if this terminal goes (a volunteer's SSH connection lost, the window closed): it runs
# in a session of its own (setsid), which a terminal's hang-up does not reach, and writes what it says to
# /var/lib/INSTANCE/mise-a-jour.log (the one before kept as .1), which this terminal shows as it goes (the tool's
# refusals, « brocante : … », on its errors); its exit code is the upgrade's. Stopped halfway, an upgrade would leave
# Strapi stopped, or nginx sending the API to the relay (hand_over), and the next one would say « Déjà à la version ».
upgrade_detached() {
  local log="/var/lib/$instance/mise-a-jour.log" upgrading status=0
  local options=(--instance "$instance" --env "$env_file")
  [ -z "$release_archive" ] || options+=(--release "$release_archive")
  [ ! -f "$log" ] || mv -f "$log" "$log.1"
  install -m 600 /dev/null "$log"
  say "(La mise à jour va jusqu'au bout même si cette connexion se coupe ; ce qu'elle dit est gardé dans $log.)"
  UPGRADE_LOG="$log" setsid --wait "$here/brocante" upgrade "${options[@]}" </dev/null >>"$log" 2>&1 &
  upgrading=$!
  tail -n +1 -f --pid="$upgrading" "$log" | while IFS= read -r line; do
    case "$line" in
      "brocante : "*) printf '%s\n' "$line" >&2 ;;
      *) printf '%s\n' "$line" ;;
    esac
  done
  wait "$upgrading" || status=$?
  return "$status"
}

# The same database shape: the backup made while the site and the API serve, then the new version takes over.
upgrade_beside() {
  local previous="$1" started="$2"
  step "sauvegarde avant la mise à jour (le site et l'API restent en service)"
  # Kept on this server for a restore.
  backup here
  hand_over "$release_dir" ||
    rolled_back "la version $version n'a pas passé sa vérification avant de recevoir qui que ce soit ; la version $(basename "$previous") n'a pas cessé de servir."
  rm -f "$report"
  if rebuild_site && systemctl restart "$instance-site.service" && check_from_outside; then
    say "Mise à jour faite : version $version ($(($(date +%s) - started)) s, sans interruption : la version d'avant a servi jusqu'au relais). L'ancienne reste dans $previous."
    return 0
  fi
  step "la version $version ne répond pas comme il faut : retour à $(basename "$previous"), sans interruption, avec ce qui a été enregistré entre-temps"
  hand_over "$previous" || fail "la version précédente ne passe pas non plus la vérification : journalctl -u $instance-strapi, puis deploy/brocante restore."
  if rebuild_site; then systemctl restart "$instance-site.service"; fi
  rolled_back "la version $(basename "$previous") est revenue en $(($(date +%s) - started)) s, sans interruption ; ce qui a été enregistré entre-temps est gardé."
}

# A new database shape: Strapi stops before the backup, so that no registration arrives between the backup and a
# rollback to it. The site's pages stay served by nginx meanwhile; its forms wait and send again (upgrade_window).
upgrade_stopped() {
  local previous="$1" started="$2" saved
  step "arrêt de Strapi et sauvegarde avant la mise à jour (la base change de forme)"
  upgrade_window open
  systemctl stop "$instance-site.service" "$instance-strapi.service"
  backup here
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
  restore --key "/etc/brocante/$instance/cle-des-sauvegardes.txt" "$saved"
  check_from_outside || fail "la version précédente ne passe pas non plus la vérification : journalctl -u $instance-strapi, puis deploy/brocante restore."
  upgrade_window close
  rolled_back "la version $(basename "$previous") et sa base sont revenues en $(($(date +%s) - started)) s."
}

# The rollback said: kept for the health (its « upgrade » check) until an upgrade succeeds, and this command fails.
rolled_back() {
  printf 'version=%s\nat=%s\n' "$version" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$report"
  chmod 644 "$report"
  fail "mise à jour annulée : $1 Le comité en est prévenu (tableau de bord, e-mail)."
}

# What a release asks of the database: its content types and components, its migrations, the code that makes tables
# and indexes at start (found by what it says), and Strapi's version. Two releases of one shape serve one database at
# once (an upgrade's hand-over); a release whose files cannot be read has a shape of its own.
database_shape() {
  (
    cd "$1/cms" 2>/dev/null || { printf '%s\n' "$1"; exit 0; }
    {
      find dist/src -type f \( -name schema.json -o -path 'dist/src/components/*.json' \)
      find database/migrations -type f
      grep -rlE "CREATE (UNIQUE )?(TABLE|INDEX)|DROP (TABLE|INDEX)|ALTER TABLE|schema\.[a-zA-Z]*Table|hasColumn" dist/src
    } 2>/dev/null | LC_ALL=C sort -u | xargs -r sha256sum
    grep -m1 '"version"' node_modules/@strapi/strapi/package.json 2>/dev/null || printf '%s\n' "$1"
  ) | sha256sum | cut -d' ' -f1
}

# The release RELEASE takes over from the one that runs, with no request turned away. RELEASE starts beside it on the
# relay's port (a transient unit with the service's user, configuration, memory and hardening) and is checked there;
# nginx sends the API to the relay (a reload: what is under way finishes where it began); Strapi's service restarts on
# RELEASE meanwhile; nginx sends the API back to the service, and the relay stops. Two Strapis serve one database for
# that minute, as they may (their scheduled work, cms/config/cron-tasks.ts). Fails (1) with the running release
# serving as before when RELEASE does not start or pass its check beside it.
hand_over() {
  local release="$1" running relay="$instance-relais" relay_port=$((strapi_port + 2000)) memory property
  local properties=(--property "EnvironmentFile=$env_file")
  running="$(readlink "/opt/$instance/current")"
  memory="$(systemctl show -p MemoryMax --value "$instance-strapi.service")"
  [[ "$memory" =~ ^[0-9]+$ ]] && properties+=(--property "MemoryMax=$memory")
  for property in "${SERVICE_HARDENING[@]}"; do properties+=(--property "$property"); done
  step "la version $(basename "$release") démarre à côté de $(basename "$running") (port $relay_port)"
  systemctl stop "$relay" 2>/dev/null || true
  systemd-run --quiet --collect --unit "$relay" --uid "$instance" --gid "$instance" "${properties[@]}" \
    --working-directory "$release/cms" --setenv "PATH=$node_dir/bin:/usr/bin:/bin" \
    /usr/bin/env "PORT=$relay_port" "$node_dir/bin/node" "$release/cms/node_modules/@strapi/strapi/bin/strapi.js" start
  if ! wait_for_strapi "http://127.0.0.1:$relay_port/api/health" "$relay.service" || ! check_beside "$relay_port"; then
    journalctl -u "$relay" -n 20 --no-pager -o cat 2>/dev/null | sed 's/^/    /' || true
    systemctl stop "$relay" 2>/dev/null || true
    return 1
  fi
  api_to "$relay_port"
  step "Strapi redémarre sur la version $(basename "$release") ; la version à côté répond"
  systemctl stop "$instance-strapi.service"
  ln -sfn "$release" "/opt/$instance/current"
  systemctl start "$instance-strapi.service"
  if ! wait_for_strapi "http://127.0.0.1:$strapi_port/api/health"; then
    step "Strapi ne redémarre pas sur la version $(basename "$release") : retour à $(basename "$running")"
    ln -sfn "$running" "/opt/$instance/current"
    systemctl restart "$instance-strapi.service"
    wait_for_strapi "http://127.0.0.1:$strapi_port/api/health" || true
    api_to "$strapi_port"
    systemctl stop "$relay"
    return 1
  fi
  api_to "$strapi_port"
  systemctl stop "$relay"
}

# nginx sends the API to PORT (install_nginx with api_port), and the workers of its former configuration have finished
# the requests they held (a reload lets them; two minutes at most).
api_to() {
  local workers worker waited=0
  workers="$(pgrep -P "$(cat /run/nginx.pid)" || true)"
  (api_port="$1" && root="$release_dir" && install_nginx) || return 1
  for worker in $workers; do
    while kill -0 "$worker" 2>/dev/null && [ "$waited" -lt 240 ]; do
      sleep 0.5
      waited=$((waited + 1))
    done
  done
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
