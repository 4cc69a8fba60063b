# deploy/brocante install: from a fresh Debian 12 or 13 server, as root, to the committee's site over HTTPS
# (docs/deployment.md). Sourced by deploy/brocante, which has read the options. Each step looks before it acts:
# run again, it changes nothing; --dry-run only says what it would do. The server's parts are set by deploy/lib/system.sh,
# what serves the site by deploy/lib/serve.sh; upgrade and restore take them again.

# The answers: flags first, then the answers file (KEY=value lines), then a question when a terminal is there (install's
# `answers` and `answers_file`).
answer() {
  local key="$1" question="$2" secret="${3:-}" value="${answers[$1]:-}"
  if [ -z "$value" ] && [ -n "$answers_file" ]; then value="$(value_in "$answers_file" "$key")"; fi
  if [ -z "$value" ] && [ -n "$question" ] && [ -t 0 ]; then
    if [ -n "$secret" ]; then read -r -s -p "$question : " value && echo >&2; else read -r -p "$question : " value; fi
  fi
  printf '%s' "$value"
}

# The mail server's security when not given: TLS from the start on 465, none for a relay on this server, else
# STARTTLS (587), required before the password.
default_smtp_security() {
  if [ "$smtp_port" = 465 ]; then
    echo tls
  elif [ "$smtp_host" = 127.0.0.1 ]; then
    echo aucune
  else
    echo starttls
  fi
}

install_server() {
  # Its options: the answers given on the command line, the file of the others, and the trial.
  local answers_file=""
  local -A answers=()
  while [ $# -gt 0 ]; do
    case "$1" in
      --answers) answers_file="$(value_of "$@")"; shift 2 ;;
      --dry-run) dry_run=1; shift ;;
      --domain) answers[DOMAIN]="$(value_of "$@")"; shift 2 ;;
      --email) answers[EMAIL]="$(value_of "$@")"; shift 2 ;;
      --panel-domain) answers[PANEL_DOMAIN]="$(value_of "$@")"; shift 2 ;;
      --port) answers[PORT]="$(value_of "$@")"; shift 2 ;;
      --acme-server) answers[ACME_SERVER]="$(value_of "$@")"; shift 2 ;;
      *) no_options "$@" ;;
    esac
  done
  [ -z "$answers_file" ] || [ -f "$answers_file" ] || fail "pas de fichier de réponses à $answers_file."
  [ "$(id -u)" = 0 ] || fail "l'installation se fait en root (sudo deploy/brocante install …)."
  grep -qsE '^(12|13)\.' /etc/debian_version || fail "il faut Debian 12 ou 13 (ce serveur : $(cat /etc/debian_version 2>/dev/null || echo inconnu))."
  domain="$(answer DOMAIN "Nom de domaine du site (brocante.votre-comite.be)")"
  [[ "$domain" =~ ^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$ ]] ||
    fail "--domain : le nom de domaine du site, en minuscules (brocante.votre-comite.be)."
  panel_domain="$(answer PANEL_DOMAIN "")"
  panel_domain="${panel_domain:-cms.$domain}"
  email="$(answer EMAIL "Adresse e-mail du comité (contact, premier bénévole, certificat)")"
  [[ "$email" =~ ^[^@[:space:]]+@[^@[:space:]]+\.[a-z]{2,}$ ]] || fail "--email : l'adresse e-mail du comité."
  committee_name="$(answer COMMITTEE_NAME "Nom du comité (Comité du Parvis)")"
  committee_name="${committee_name:-Comité de quartier}"
  email_from="$(answer EMAIL_FROM "")"
  email_from="${email_from:-$committee_name <$email>}"
  smtp_host="$(answer SMTP_HOST "Serveur d'envoi des e-mails (SMTP, smtp.votre-fournisseur.be)")"
  [ -n "$smtp_host" ] || fail "SMTP_HOST : le serveur d'envoi des e-mails ; sans lui, aucun inscrit ne reçoit sa confirmation."
  smtp_port="$(answer SMTP_PORT "Son port (587, 465, 25 pour un relais sur ce serveur) [587]")"
  smtp_port="${smtp_port:-587}"
  [[ "$smtp_port" =~ ^[0-9]+$ ]] || fail "SMTP_PORT : le port du serveur d'envoi, un nombre (587, 465)."
  smtp_security="$(answer SMTP_SECURITY "Sa sécurité : starttls, tls ou aucune [$(default_smtp_security)]")"
  smtp_security="${smtp_security:-$(default_smtp_security)}"
  case "$smtp_security" in
    starttls) smtp_secure=false smtp_require_tls=true ;;
    tls) smtp_secure=true smtp_require_tls=false ;;
    aucune)
      [ "$smtp_host" = 127.0.0.1 ] ||
        fail "SMTP_SECURITY=aucune : seulement pour un relais sur ce serveur (SMTP_HOST=127.0.0.1) ; ailleurs, le mot de passe et les e-mails passeraient en clair (starttls ou tls)."
      smtp_secure=false smtp_require_tls=false
      ;;
    *) fail "SMTP_SECURITY : starttls (le port 587), tls (le port 465) ou aucune (un relais sur ce serveur, 127.0.0.1)." ;;
  esac
  smtp_user="$(answer SMTP_USERNAME "Utilisateur SMTP (vide s'il n'y en a pas)")"
  smtp_password=""
  [ -z "$smtp_user" ] || smtp_password="$(answer SMTP_PASSWORD "Mot de passe SMTP" secret)"
  staff_password=""
  if [ ! -f "/etc/brocante/$instance/comptes-crees" ]; then
    staff_password="$(answer STAFF_PASSWORD "Mot de passe du premier bénévole ($email, 12 caractères au moins)" secret)"
    [ -n "$dry_run" ] || [ "${#staff_password}" -ge 12 ] || fail "STAFF_PASSWORD : le mot de passe du premier bénévole, 12 caractères au moins."
  fi
  restic_repository="$(answer RESTIC_REPOSITORY "Dépôt restic pour la copie de chaque nuit (sftp:…, s3:…, rest:… ; vide : par e-mail au comité)")"
  restic_password=""
  [ -z "$restic_repository" ] || restic_password="$(answer RESTIC_PASSWORD "Mot de passe du dépôt restic" secret)"
  [ -z "$restic_repository" ] || [ -n "$restic_password" ] || [ -n "$dry_run" ] ||
    fail "RESTIC_PASSWORD : le mot de passe du dépôt restic (restic le demande pour chaque copie)."
  mail_max="$(answer BACKUP_MAIL_MAX_MB "")"
  [ -z "$mail_max" ] || [[ "$mail_max" =~ ^[1-9][0-9]*$ ]] || fail "BACKUP_MAIL_MAX_MB : la taille d'une pièce jointe en mégaoctets (10)."
  strapi_port="$(answer PORT "")"
  strapi_port="${strapi_port:-1337}"
  [[ "$strapi_port" =~ ^[0-9]+$ ]] || fail "--port : le port de Strapi sur ce serveur (1337)."
  rebuilder_port=$((strapi_port + 3000))
  acme_server="$(answer ACME_SERVER "")"
  acme_server="${acme_server:-https://acme-v02.api.letsencrypt.org/directory}"
  strapi_memory="${STRAPI_MEMORY_MAX:-700M}"
  version="$(release_version)"
  units_changed=""
  restart_needed=""
  say "Installation de « $instance » : https://$domain (panneau https://$panel_domain), version $version"
  [ -z "$dry_run" ] || say "(essai : rien n'est changé)"
  install_packages
  install_node
  create_user_and_database
  write_configuration
  install_release
  install_units
  install_firewall
  create_accounts
  install_nginx
  start_services
  prepare_restic
  first_backup
  check_from_outside || exit 1
  [ -n "$dry_run" ] || recovery_sheet
  next_steps
}

# A backup at once: the nightly timer's first run may be hours away, and the health counts a missing backup.
first_backup() {
  [ -n "$(find "/var/backups/$instance" -maxdepth 1 -name 'brocante-*.tar.age' 2>/dev/null)" ] && return 0
  step "première sauvegarde"
  # Its copy refused (a mail server, a restic repository that does not answer yet) is said by the check below.
  act systemctl start "$instance-backup.service" ||
    say "  la première sauvegarde ou sa copie hors du serveur a échoué : journalctl -u $instance-backup dit pourquoi"
}

next_steps() {
  [ -n "$dry_run" ] && { say "Essai terminé : rien n'a été changé."; return 0; }
  cat <<EOF
Le site est en ligne : https://$domain

Et maintenant :
  1. Imprimez la feuille de secours (ci-dessus, et /root/feuille-de-secours-$instance.html) et donnez-la à deux
     membres du comité : sans la clé des sauvegardes qu'elle porte, aucune sauvegarde ne s'ouvre.
  2. Le bénévole $email, à la coordination, se connecte sur https://$domain/admin/ : écran Éditions, le compte
     du comité et la première édition, puis les emplacements ; écran Équipe, il invite les autres bénévoles.
  3. Le comité complète son nom, ses rues et ses pages dans le panneau https://$panel_domain/admin (le mot de passe
     du comité est dans /etc/brocante/$instance/panneau.txt ; $email y est administrateur, avec le mot de passe du
     bénévole) : Content Manager, « Le comité : quartier, accueil, contact, pied de page ». Les éditeurs y écrivent
     les actualités.
  4. État du serveur : deploy/brocante status$( [ "$instance" = brocante ] || printf ' --instance %s' "$instance")
EOF
  # The answers file holds a password (the first volunteer's, the mail server's): it stays on the server only if
  # the operator keeps it there.
  if [ -n "$answers_file" ] && grep -qE '^[[:space:]]*(STAFF|SMTP|RESTIC)_PASSWORD=.' "$answers_file"; then
    say "  5. Effacez le fichier de réponses, il contient un mot de passe : shred -u $answers_file"
  fi
}
