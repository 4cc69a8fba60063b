# What serves the site (sourced by deploy/brocante): nginx and the certificate, the first accounts, the services
# started and the site built, and the own check from outside that install, upgrade and restore end with.

# nginx: first the plain-HTTP block for the certificate's challenge, then, once the certificate is there, the site's
# whole configuration rendered from deploy/nginx for this domain (deploy/nginx-site.mjs). The API goes to Strapi's
# service, or to the port api_port names (an upgrade's relay, deploy/lib/upgrade.sh).
install_nginx() {
  local conf="/etc/nginx/$instance" cert="/etc/letsencrypt/live/$domain/fullchain.pem"
  act rm -f /etc/nginx/sites-enabled/default
  if [ ! -f "$conf/panel.htpasswd" ]; then
    step "mot de passe du panneau des éditeurs : /etc/brocante/$instance/panneau.txt"
    if [ -z "$dry_run" ]; then
      mkdir -p "$conf"
      local password
      password="$(openssl rand -base64 18 | tr -d '/+=')"
      (umask 077 && printf 'Panneau des éditeurs : https://%s/admin\nutilisateur : comite\nmot de passe : %s\n' \
        "$panel_domain" "$password" >"/etc/brocante/$instance/panneau.txt")
      printf 'comite:%s\n' "$(printf '%s' "$password" | openssl passwd -apr1 -stdin)" >"$conf/panel.htpasswd"
      chgrp www-data "$conf/panel.htpasswd" && chmod 640 "$conf/panel.htpasswd"
      openssl rand -hex 32 >"/etc/brocante/$instance/laissez-passer"
      chmod 600 "/etc/brocante/$instance/laissez-passer"
    fi
  fi
  if [ ! -f "$cert" ]; then
    step "nginx : le défi du certificat sur http://$domain"
    [ -n "$dry_run" ] || printf 'server {\n    listen 80;\n    server_name %s %s;\n    location /.well-known/acme-challenge/ { root /var/lib/%s/acme; }\n}\n' \
      "$domain" "$panel_domain" "$instance" >"/etc/nginx/conf.d/$instance.conf"
    act systemctl reload-or-restart nginx
    obtain_certificate
  fi
  [ -n "$dry_run" ] && { step "nginx : le site https://$domain et le panneau https://$panel_domain"; return 0; }
  printf '{"instance":"%s","upstreams":[%s],"listen":{"http":"80","https":"443","panel":"443"},"siteName":"%s","panelName":"%s","panelOrigin":"https://%s","tls":{"cert":"%s","key":"%s"},"www":"/var/lib/%s/www","acme":"/var/lib/%s/acme","htpasswd":"%s/panel.htpasswd","upgradeFlag":"/var/lib/%s/mise-a-jour"}\n' \
    "$instance" "${api_port:-$strapi_port}" "$domain" "$panel_domain" "$panel_domain" "$cert" "/etc/letsencrypt/live/$domain/privkey.pem" \
    "$instance" "$instance" "$conf" "$instance" >"$work/nginx.json"
  BROCANTE_PANEL_PASS="$(cat "/etc/brocante/$instance/laissez-passer")" \
    "$node_dir/bin/node" "$root/deploy/nginx-site.mjs" "$work/nginx.json" "$work/nginx"
  cp -p "$conf/panel.htpasswd" "$work/nginx/"
  if ! diff -rq "$work/nginx" "$conf" >/dev/null 2>&1 || ! grep -q "include $conf/brocante.conf;" "/etc/nginx/conf.d/$instance.conf"; then
    if [ -n "${api_port:-}" ]; then step "nginx : l'API vers le port $api_port"; else step "nginx : le site https://$domain et le panneau https://$panel_domain"; fi
    rm -rf "$conf.previous" && cp -a "$conf" "$conf.previous"
    cp -a "$work/nginx/." "$conf/"
    printf 'include %s/brocante.conf;\n' "$conf" >"/etc/nginx/conf.d/$instance.conf"
    nginx -t -q 2>"$work/nginx-test" || { cat "$work/nginx-test" >&2; fail "nginx refuse la configuration (ci-dessus)."; }
    systemctl reload-or-restart nginx
  fi
}

# The certificate for the site and the panel, by ACME (Let's Encrypt, or --acme-server), renewed by certbot's timer;
# nginx reloads after each renewal.
obtain_certificate() {
  step "certificat pour $domain et $panel_domain (ACME : $acme_server)"
  local hook="/etc/brocante/$instance/apres-certificat"
  [ -n "$dry_run" ] || printf '#!/bin/sh\n# certbot, after each certificate: nginx takes it, Strapi reads its date.\nsystemctl reload nginx\ninstall -m 644 "$RENEWED_LINEAGE/fullchain.pem" /var/lib/%s/certificat.pem\n' "$instance" >"$hook"
  act chmod 755 "$hook"
  act certbot certonly --non-interactive --agree-tos --email "$email" --server "$acme_server" \
    --webroot --webroot-path "/var/lib/$instance/acme" --domain "$domain" --domain "$panel_domain" \
    --cert-name "$domain" --deploy-hook "$hook" --quiet ||
    fail "pas de certificat : $domain et $panel_domain pointent-ils vers ce serveur (DNS), le port 80 est-il ouvert ?"
  act systemctl enable --quiet --now certbot.timer
}

# Strapi with the instance's configuration, as its service runs it: for the operator's commands (accounts). The
# configuration and the variables named before « -- » (exported by the caller) are its environment, nothing else of
# this one's: never arguments, which ps shows every user of the server.
as_instance() {
  local keep=() variables=() name variable runuser caller_path="$PATH"
  while [ "$1" != -- ]; do keep+=("$1"); shift; done
  shift
  runuser="$(command -v runuser)"
  mapfile -t variables < <(grep -E '^[A-Z_]+=' "$env_file" | sed -e 's/^\([A-Z_]*\)="\(.*\)"$/\1=\2/')
  (
    for name in $(compgen -e); do
      [[ " ${keep[*]} " == *" $name "* ]] || unset "$name" 2>/dev/null || true
    done
    # The server's Node (deploy/toolchain.env); elsewhere (a backup by hand, a test), the caller's.
    if [ -x "$node_dir/bin/node" ]; then export PATH="$node_dir/bin:/usr/bin:/bin"; else export PATH="$caller_path"; fi
    for variable in "${variables[@]}"; do export "$variable"; done
    # The nightly backup runs as the instance's user already; a backup where none exists (a test) as itself.
    [ "$(id -u)" = 0 ] && id "$instance" >/dev/null 2>&1 || exec "$@"
    exec "$runuser" -u "$instance" -- "$@"
  )
}

# The first volunteer (the admin app) and the panel's first administrator, before the panel is reachable.
create_accounts() {
  [ -n "$dry_run" ] && { step "comptes : bénévole et administrateur du panneau $email"; return 0; }
  local current="/opt/$instance/current/cms"
  if [ ! -f "/etc/brocante/$instance/comptes-crees" ]; then
    step "comptes : bénévole et administrateur du panneau $email"
    (cd "$current" && export STAFF_EMAIL="$email" STAFF_PASSWORD="$staff_password" &&
      as_instance STAFF_EMAIL STAFF_PASSWORD -- node scripts/create-staff.js) >/dev/null ||
      fail "le compte bénévole n'a pas été créé."
    (cd "$current" && export PANEL_ADMIN_EMAIL="$email" PANEL_ADMIN_PASSWORD="$staff_password" PANEL_ADMIN_NAME="$committee_name" &&
      as_instance PANEL_ADMIN_EMAIL PANEL_ADMIN_PASSWORD PANEL_ADMIN_NAME -- node scripts/create-panel-admin.js) >/dev/null ||
      fail "l'administrateur du panneau n'a pas été créé."
    touch "/etc/brocante/$instance/comptes-crees"
  fi
}

# The services started, or restarted when their code, units or configuration changed.
start_services() {
  local verb=start
  [ -n "$restart_needed" ] && verb=restart
  act systemctl "$verb" "$instance-strapi.service"
  wait_for_strapi || fail "Strapi ne répond pas (journalctl -u $instance-strapi)."
  if [ ! -L "/var/lib/$instance/www" ] || [ -n "$restart_needed" ]; then
    step "le site : construction"
    [ -n "$dry_run" ] || rebuild_site || fail "le site ne s'est pas construit (ci-dessus)."
  fi
  act systemctl "$verb" "$instance-site.service"
}

# The site built from Strapi's content by the instance's user, and served at once (scripts/site-rebuilder.mjs).
rebuild_site() {
  (cd / && runuser -u "$instance" -- env "PATH=$node_dir/bin:/usr/bin:/bin" STRAPI_URL="http://127.0.0.1:$strapi_port" \
    SITE_URL="https://$domain" SITE_WEB_ROOT="/var/lib/$instance/www" \
    "$node_dir/bin/node" "/opt/$instance/current/scripts/site-rebuilder.mjs" --once)
}

# Until Strapi answers its health through nginx, or at the address given (503 is an answer: the health counts the
# backup not made yet); not if it fails to start twice over (systemd restarts it in a loop), nor once its unit (the
# service, or another given) has stopped.
wait_for_strapi() {
  local waited=0 restarts url="${1:-https://$domain/api/health}" unit="${2:-$instance-strapi.service}"
  [ -n "$dry_run" ] && return 0
  restarts="$(systemctl show -p NRestarts --value "$unit")"
  until [[ "$(curl -s -o /dev/null -w '%{http_code}' "$url")" =~ ^(200|503)$ ]]; do
    waited=$((waited + 1))
    [ "$waited" -ge 180 ] && return 1
    [ "$(systemctl show -p NRestarts --value "$unit")" -ge $((restarts + 2)) ] && return 1
    [[ "$(systemctl show -p ActiveState --value "$unit")" =~ ^(active|activating|reloading)$ ]] || return 1
    sleep 1
  done
}

# The install's and the upgrade's own check, from outside: what a visitor, a volunteer and an editor reach. It fails
# (1, and an upgrade goes back) when one of them does not answer as it should, or the database does not; the server's
# health not well for what surrounds the version (its disk, its mail server, its certificate) is said, not failed.
check_from_outside() {
  [ -n "$dry_run" ] && return 0
  problems=0
  step "vérification depuis l'extérieur"
  expect_status 200 "https://$domain/"
  expect_status 200 "https://$domain/admin/"
  # With the server's pass: an upgrade's window (deploy/lib/upgrade.sh) lets this check reach Strapi, not the public.
  expect_health "https://$domain/api/health" --config - \
    <<<"header = \"X-Laissez-Passer: $(cat "/etc/brocante/$instance/laissez-passer")\""
  expect_status 301 "http://$domain/"
  expect_status 401 "https://$panel_domain/admin/"
  # The committee's password given to curl on its standard input, not on its command line.
  expect_status 200 "https://$panel_domain/admin/" --config - \
    <<<"user = \"comite:$(sed -n 's/^mot de passe : //p' "/etc/brocante/$instance/panneau.txt")\""
  checked
}

# A Strapi on this server, at its own port, before nginx sends it anyone (deploy/lib/upgrade.sh, hand_over): its
# health, the site's configuration and the editors' panel.
check_beside() {
  local port="$1"
  problems=0
  expect_health "http://127.0.0.1:$port/api/health"
  expect_status 200 "http://127.0.0.1:$port/api/configuration"
  expect_status 200 "http://127.0.0.1:$port/admin/"
  checked
}

# One line of a check: the status the address answers (curl's options after it), ✓ or ✗.
expect_status() {
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "${@:3}" "$2")" = "$1" ]; then
    say "  ✓ $2"
  else
    say "  ✗ $2 (attendu : $1)"
    problems=$((problems + 1))
  fi
}

# Strapi's health: well, or its own 503 (its checks) with the database answering, what is not well said below it;
# not nginx's 503 (an upgrade's window the pass did not open).
expect_health() {
  local health
  health="$(curl -s -w '\n%{http_code}' "${@:2}" "$1" || true)"
  if [ "${health##*$'\n'}" = 200 ]; then
    say "  ✓ $1"
  elif [ "${health##*$'\n'}" = 503 ] && grep -q '"checks":' <<<"$health" && ! grep -q '"database":"failing"' <<<"$health"; then
    say "  ✓ $1 (le serveur répond ; sa santé est à voir :)"
  else
    say "  ✗ $1 (attendu : 200)"
    problems=$((problems + 1))
  fi
  health_problems "$health"
}

checked() {
  [ "$problems" -eq 0 ] && return 0
  printf 'brocante : %s\n' "$problems vérification(s) ont échoué (ci-dessus)." >&2
  return 1
}
