import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootServer, releaseDisks, startAcme } from '../../scripts/debian-server.mjs';
import {
  DOMAIN,
  INSTALL_ENV,
  MAIL_PORTS,
  PANEL_DOMAIN,
  ROOT,
  SERVER_STATE,
  SERVER_WORK,
  installCommand,
  prepareServer,
  type ServerState,
} from './server-install';

/**
 * The server suite's first server: a fresh Debian root, booted, and the install run on it once (its output and time
 * kept for the tests); Let's Encrypt's test server and the committee's mail server (a catcher) beside it. The tests
 * share it; the restore drill boots a second one.
 */
export default async function serverSetup() {
  releaseDisks(SERVER_WORK);
  mkdirSync(SERVER_WORK, { recursive: true });
  const server = await bootServer({
    name: 'brocante-a',
    net: 1,
    dir: path.join(SERVER_WORK, 'a'),
    hosts: [`10.77.1.2 ${DOMAIN} ${PANEL_DOMAIN}`],
  });
  const acme = await startAcme({ dir: path.join(SERVER_WORK, 'acme'), gateway: server.gateway, serverAddress: server.address });
  const mail = spawn(
    process.execPath,
    [
      path.join(ROOT, 'tools', 'mail-catcher', 'node_modules', 'maildev', 'bin', 'maildev'),
      ...['--smtp', String(MAIL_PORTS.smtp), '--web', String(MAIL_PORTS.web), '--ip', '0.0.0.0', '--silent'],
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
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
    const started = Date.now();
    const installed = server.run(installCommand(), { env: INSTALL_ENV });
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
