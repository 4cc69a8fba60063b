import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootServer, releaseDisks, startAcme } from '../../scripts/debian-server.mjs';
import {
  DOMAIN,
  INSTALL_ENV,
  PANEL_DOMAIN,
  PS_DURING_INSTALL,
  SERVER_STATE,
  SERVER_AUTHENTICATORS,
  SERVER_WORK,
  WATCHED_IN_PS,
  installCommand,
  prepareServer,
  type ServerState,
} from './server-install';
import { MAIL_PORTS, startMailRelays } from './server-mail';
import { startResticServer } from './restic-server';
import { RELEASES, packageRelease } from './server-releases';
import { startMailCatcher } from './stack';

/**
 * The server suite's first server: a fresh Debian root, booted, and the install run on it once (its output and time
 * kept for the tests); Let's Encrypt's test server, the committee's mail server (its relays before a catcher,
 * server-mail.ts) and a restic repository's server (restic-server.ts) beside it. The tests
 * share it; the restore drill boots a second one.
 */
export default async function serverSetup() {
  releaseDisks(SERVER_WORK);
  mkdirSync(SERVER_WORK, { recursive: true });
  // This checkout's release archive is built again, beside the install (below).
  rmSync(RELEASES, { recursive: true, force: true });
  rmSync(SERVER_AUTHENTICATORS, { force: true });
  const server = await bootServer({
    name: 'brocante-a',
    net: 1,
    dir: path.join(SERVER_WORK, 'a'),
    hosts: [`10.77.1.2 ${DOMAIN} ${PANEL_DOMAIN}`],
  });
  const acme = await startAcme({ dir: path.join(SERVER_WORK, 'acme'), gateway: server.gateway, serverAddress: server.address });
  const mail = startMailCatcher(MAIL_PORTS.smtp, MAIL_PORTS.web);
  const stopRelays = startMailRelays();
  const stopRestic = startResticServer();
  const stop = async () => {
    await stopRelays();
    await stopRestic();
    mail.kill();
    acme.stop();
    await server.stop();
  };
  try {
    const state: Omit<ServerState, 'install'> = {
      leader: server.leader,
      dir: server.dir,
      address: server.address,
      gateway: server.gateway,
      authority: await acme.authority(),
      acmeDirectory: acme.directory,
    };
    prepareServer(server.dir, server.run, state);
    // A rule the server had before (its hosting company's), in its network namespace by this machine's nft (the bare
    // Debian has none yet): the install's firewall leaves it (01-install.spec.ts).
    execFileSync('ip', ['netns', 'exec', 'brocante-brocante-a', 'nft', '-f', '-'], {
      input:
        'table inet hebergeur {\n  chain entree {\n    type filter hook input priority 10; policy accept;\n    tcp dport 2222 counter accept\n  }\n}\n',
    });
    // Every command line of the server, read while it installs: what is watched in it is kept.
    writeFileSync(path.join(server.dir, 'root', 'motifs-secrets.txt'), `${WATCHED_IN_PS.join('\n')}\n`);
    const watcher = server
      .run(
        `setsid sh -c 'while :; do ps -eo args; sleep 0.2; done | grep --line-buffered -F -f /root/motifs-secrets.txt > ${PS_DURING_INSTALL}' </dev/null >/dev/null 2>&1 & echo $!`,
      )
      .stdout.trim();
    const started = Date.now();
    // This process's event loop free meanwhile: the committee's mail server (startMailRelays) takes the first backup.
    // The release archive the later tests bring to their servers is built here meanwhile, off the server.
    const [installed] = await Promise.all([server.runAsync(installCommand(), { env: INSTALL_ENV }), packageRelease()]);
    server.run(`kill -- -${watcher}`);
    const install = {
      status: installed.status,
      output: `${installed.stdout}${installed.stderr}`,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    console.log(`\nInstallation sur un Debian neuf : ${install.seconds} s (code ${install.status})\n${install.output}`);
    writeFileSync(SERVER_STATE, JSON.stringify({ ...state, install }));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
