# deploy/brocante install's firewall (docs/deployment.md), sourced by deploy/brocante.

# A firewall that lets in SSH, HTTP and HTTPS only: a table of its own (inet brocante, nftables), loaded by a service
# of its own after Debian's nftables; the server's other tables (its hosting company's, Docker's) stay as they are.
install_firewall() {
  local file=/etc/brocante/pare-feu.nft unit=brocante-pare-feu.service verb=start
  local rules="#!/usr/sbin/nft -f
# deploy/brocante install : SSH, HTTP et HTTPS seulement. Sa table seule est remplacée, les autres restent.
table inet brocante
delete table inet brocante
table inet brocante {
  chain input {
    type filter hook input priority filter; policy drop;
    iif lo accept
    ct state established,related accept
    ct state invalid drop
    meta l4proto { icmp, ipv6-icmp } accept
    tcp dport { 22, 80, 443 } accept
  }
  chain forward {
    type filter hook forward priority filter; policy drop;
  }
}"
  if [ "$(cat "$file" 2>/dev/null)" != "$rules" ]; then
    step "pare-feu : SSH, 80 et 443 seulement (table inet brocante, $file)"
    [ -n "$dry_run" ] || printf '%s\n' "$rules" >"$file"
    verb=restart
  fi
  units_changed=""
  write_unit "$unit" "[Unit]
Description=Brocante : pare-feu (SSH, HTTP et HTTPS seulement), la table inet brocante
Wants=network-pre.target
Before=network-pre.target shutdown.target
After=nftables.service
PartOf=nftables.service
Conflicts=shutdown.target
DefaultDependencies=no

[Service]
Type=oneshot
RemainAfterExit=yes
ExecStart=/usr/sbin/nft -f $file
ExecStop=/usr/sbin/nft delete table inet brocante

[Install]
WantedBy=sysinit.target"
  [ -n "$units_changed" ] && act systemctl daemon-reload
  act systemctl enable --quiet "$unit"
  [ -n "$dry_run" ] && return 0
  systemctl "$verb" "$unit" 2>/dev/null || {
    journalctl -u "$unit" -n 5 --no-pager -o cat >&2 || true
    fail "le pare-feu ne s'est pas chargé (ci-dessus ; nft -c -f $file le vérifie). Le noyau de ce serveur a-t-il nftables (nft list tables) ? Un serveur virtuel en conteneur (OpenVZ, LXC) peut l'interdire : voyez avec l'hébergeur."
  }
}
