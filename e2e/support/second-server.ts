import { test as base } from '@playwright/test';
import path from 'node:path';
import { bootServer } from '../../scripts/debian-server.mjs';
import { DOMAIN, INSTALL_ENV, PANEL_DOMAIN, SERVER_WORK, installCommand, prepareServer, serverState } from './server-install';
import { bringArchive, releaseArchive } from './server-releases';

type Server = Awaited<ReturnType<typeof bootServer>>;
type CommandResult = Awaited<ReturnType<Server['runAsync']>>;

/** The second server once the release archive is installed on it, and what its volunteer saw meanwhile. */
export interface SecondServer {
  server: Server;
  /** install --dry-run, and whether nginx was there after it */
  dryRun: CommandResult & { nginx: string };
  archive: string;
  installed: CommandResult & { seconds: number; memory: ReturnType<Server['memoryUse']> };
}

/**
 * The restore drill's new server (07-restore.spec.ts): bare and small (1 GiB of memory, no swap), it takes the first
 * server's name (the committee moves its DNS) and installs the release archive built on a machine with the memory,
 * checked by its SHA-256. None of it needs the first server: it is done beside the first server's last files, from the
 * recovery sheet to the warnings and their waits (04-recovery-sheet.spec.ts starts it), once the first server's
 * certificate has renewed (01-install.spec.ts: the DNS names this one from here on). The restore drill takes it (and
 * starts it, in a worker started again after a failure) and checks what it gives; the worker stops it when it ends.
 */
async function installSecondServer(): Promise<SecondServer> {
  const { authority, acmeDirectory } = serverState();
  const server = await bootServer({
    name: 'brocante-b',
    net: 2,
    dir: path.join(SERVER_WORK, 'b'),
    hosts: [`10.77.2.2 ${DOMAIN} ${PANEL_DOMAIN}`],
    memory: 1024 ** 3,
  });
  try {
    for (const host of [DOMAIN, PANEL_DOMAIN])
      await fetch('http://127.0.0.1:8055/add-a', {
        method: 'POST',
        body: JSON.stringify({ host: `${host}.`, addresses: [server.address] }),
      });
    prepareServer(server.dir, server.run, { gateway: server.gateway, authority, acmeDirectory });
    const dry = await server.runAsync(installCommand('--dry-run'), { env: INSTALL_ENV });
    const nginx = server.run('command -v nginx || echo absent').stdout.trim();
    const archive = releaseArchive();
    bringArchive(archive, server.dir);
    const installing = Date.now();
    const installed = await server.runAsync(installCommand(`--release /root/${archive}`), { env: INSTALL_ENV });
    return {
      server,
      dryRun: { ...dry, nginx },
      archive,
      installed: { ...installed, seconds: Math.round((Date.now() - installing) / 1000), memory: server.memoryUse() },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * The server suite's test, with the second server: `install()` starts it once (at the first call) and gives it. Every
 * file of the suite takes its test from here: Playwright gives one worker the files of one test (of its fixtures), in
 * their order; a file on @playwright/test's own would go to another worker, after them.
 */
export const test = base.extend<object, { secondServer: { install: () => Promise<SecondServer> } }>({
  secondServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      let installing: Promise<SecondServer> | undefined;
      await use({
        install: () => {
          if (!installing) {
            installing = installSecondServer();
            // Its failure is the restore drill's, when it takes the server: not the test running meanwhile.
            installing.catch(() => {});
          }
          return installing;
        },
      });
      await installing?.then(({ server }) => server.stop()).catch(() => {});
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});
