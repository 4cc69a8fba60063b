# deploy/brocante alert, run by systemd (the Strapi unit's OnFailure, deploy/lib/system.sh).

# Strapi stopped after restarting in a loop (its unit's OnFailure): the committee told by e-mail (once in six hours
# of trouble, cms/scripts/service-stopped.js), and another start in a quarter of an hour: a database back, a disk
# freed, and the site answers again on its own.
alert() {
  local unit="$instance-strapi.service" told="/var/lib/$instance/alerte-envoyee"
  node_paths
  if [ -z "$(find "$told" -mmin -360 2>/dev/null)" ]; then
    (cd "/opt/$instance/current/cms" && export SERVICE_UNIT="$instance-strapi" \
      SERVICE_RESTARTS="$(systemctl show -p NRestarts --value "$unit")" &&
      as_instance SERVICE_UNIT SERVICE_RESTARTS -- node scripts/service-stopped.js) && touch "$told"
  fi
  systemd-run --quiet --unit="$instance-strapi-relance" --on-active=15min \
    /bin/sh -c "systemctl reset-failed $unit; systemctl start $unit" 2>/dev/null || true
}
