/**
 * A fresh Debian server on this machine, for the server suite (e2e/server): a Debian 12 root made by debootstrap
 * from Debian's packages, booted by systemd-nspawn with its own systemd (the installer's units, timers and restarts
 * run as on a server; this machine's PID 1 is not systemd, a chroot could start none of them) in a network
 * namespace of its own: its address on a veth link, the Internet through this machine (NAT), its ports its own
 * (its PostgreSQL, nginx on 80 and 443, Strapi on 1337 never meet this machine's). Commands run inside by nsenter.
 *
 * The bare root is made once and kept as an archive in the tools cache (BROCANTE_TOOLS, as .ci/run's Node): each
 * server starts from a fresh copy of it on a disk of its own (an ext4 filesystem in a sparse file, mounted as its
 * root), as a hosting company's small server has: its disk fills with what it holds, not with this machine's.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const TOOLS = process.env.BROCANTE_TOOLS ?? path.join(homedir(), '.cache', 'brocante-tools');
const SUITE = 'bookworm';
const LOCAL_AUTHORITIES = '/usr/local/share/ca-certificates';
const MIRROR = 'http://deb.debian.org/debian';
/** A small server's disk: 20 GiB, of which this machine's disk holds only what the server writes. */
const DISK_BYTES = 20 * 1024 ** 3;
/** What a hosting company's Debian image has beyond debootstrap's minimal base: systemd to boot, curl, git. */
const BASE_PACKAGES = ['systemd', 'systemd-sysv', 'dbus', 'ca-certificates', 'curl', 'git', 'iproute2', 'procps'];

const sh = (command, args, options = {}) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

/** The bare Debian root's archive: made by debootstrap the first time, then reused. */
export function debianArchive() {
  const archive = path.join(TOOLS, `debian-${SUITE}-${BASE_PACKAGES.length}.tar`);
  if (existsSync(archive)) return archive;
  mkdirSync(TOOLS, { recursive: true });
  const dir = `${archive}.root`;
  rmSync(dir, { recursive: true, force: true });
  sh('debootstrap', ['--variant=minbase', `--include=${BASE_PACKAGES.join(',')}`, SUITE, dir, MIRROR], { stdio: 'ignore' });
  sh('tar', ['-C', dir, '-cf', `${archive}.part`, '.']);
  renameSync(`${archive}.part`, archive);
  rmSync(dir, { recursive: true, force: true });
  return archive;
}

/**
 * Boots a new server named `name` from the bare archive, at 10.77.N.2 (this machine is 10.77.N.1 on its link).
 * `hosts` are extra /etc/hosts lines (the committee's domain, as its DNS would answer). `memory` (bytes) is the
 * server's memory, as a small server's: a cgroup (v1) whose limit holds all its processes and its page cache.
 */
export async function bootServer({ name, net, dir, hosts = [], memory }) {
  const address = `10.77.${net}.2`;
  const gateway = `10.77.${net}.1`;
  releaseDisks(dir);
  const disk = `${dir}.disk`;
  mkdirSync(dir, { recursive: true });
  sh('truncate', ['-s', String(DISK_BYTES), disk]);
  sh('mkfs.ext4', ['-q', '-F', disk]);
  // Direct I/O: the server's files are cached once, in its own memory. Detached at once, freed when unmounted.
  const device = sh('losetup', ['--find', '--show', '--direct-io=on', disk]).trim();
  sh('mount', [device, dir]);
  sh('losetup', ['--detach', device]);
  sh('tar', ['-C', dir, '-xf', debianArchive()]);
  writeFileSync(path.join(dir, 'etc', 'hostname'), `${name}\n`);
  writeFileSync(path.join(dir, 'etc', 'hosts'), [`127.0.0.1 localhost`, `127.0.1.1 ${name}`, ...hosts, ''].join('\n'));
  writeFileSync(path.join(dir, 'etc', 'resolv.conf'), sh('cat', ['/etc/resolv.conf']));
  // This machine reaches the Internet through a proxy whose certificate authority it trusts: so does the server.
  if (existsSync(LOCAL_AUTHORITIES)) sh('cp', ['-r', `${LOCAL_AUTHORITIES}/.`, path.join(dir, LOCAL_AUTHORITIES)]);
  // Its network: a namespace, a veth pair, NAT to this machine's route out.
  const netns = `brocante-${name}`;
  const veth = `vb${net}`;
  spawnSync('ip', ['netns', 'del', netns]);
  spawnSync('ip', ['link', 'del', veth]);
  sh('ip', ['netns', 'add', netns]);
  sh('ip', ['link', 'add', veth, 'type', 'veth', 'peer', 'name', `${veth}s`]);
  sh('ip', ['link', 'set', `${veth}s`, 'netns', netns]);
  sh('ip', ['addr', 'add', `${gateway}/30`, 'dev', veth]);
  sh('ip', ['link', 'set', veth, 'up']);
  const inside = (...args) => sh('ip', ['netns', 'exec', netns, ...args]);
  inside('ip', 'link', 'set', 'lo', 'up');
  inside('ip', 'link', 'set', `${veth}s`, 'name', 'eth0');
  inside('ip', 'addr', 'add', `${address}/30`, 'dev', 'eth0');
  inside('ip', 'link', 'set', 'eth0', 'up');
  inside('ip', 'route', 'add', 'default', 'via', gateway);
  sh('sysctl', ['-qw', 'net.ipv4.ip_forward=1']);
  spawnSync('nft', ['delete', 'table', 'ip', netns]);
  sh('nft', ['add', 'table', 'ip', netns]);
  sh('nft', ['add', 'chain', 'ip', netns, 'out', '{ type nat hook postrouting priority 100 ; }']);
  sh('nft', ['add', 'rule', 'ip', netns, 'out', 'ip', 'saddr', `${address}/32`, 'masquerade']);

  const cgroup = memory ? memoryGroup(name, memory) : null;
  const container = spawn(
    'sh',
    [
      '-c',
      // In its cgroup before it starts: every process of the server is born there.
      `${cgroup ? `echo $$ > ${cgroup}/cgroup.procs && ` : ''}exec systemd-nspawn "$@"`,
      'sh',
      '-D',
      dir,
      '--boot',
      `--machine=${name}`,
      '--register=no',
      '--keep-unit',
      '--console=passive',
      '--capability=CAP_NET_ADMIN',
      `--network-namespace-path=/run/netns/${netns}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  container.stderr.on('data', (chunk) => (errors += chunk));
  const leader = await waitFor(() => {
    if (container.exitCode !== null) throw new Error(`systemd-nspawn s’est arrêté :\n${errors}`);
    const child = spawnSync('pgrep', ['-P', String(container.pid)], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')[0];
    if (!child) return null;
    const state = spawnSync('nsenter', ['-t', child, '-m', '-u', '-i', '-p', '-n', '--', 'systemctl', 'is-system-running'], {
      encoding: 'utf8',
    }).stdout.trim();
    return ['running', 'degraded'].includes(state) ? child : null;
  }, 60_000);

  const { run, runAsync } = serverAt(leader);
  run('update-ca-certificates >/dev/null 2>&1');
  const stop = async () => {
    run('systemctl poweroff');
    await waitFor(() => container.exitCode !== null, 30_000).catch(() => container.kill('SIGKILL'));
    spawnSync('nft', ['delete', 'table', 'ip', netns]);
    spawnSync('ip', ['netns', 'del', netns]);
    spawnSync('ip', ['link', 'del', veth]);
    if (cgroup) spawnSync('rmdir', [cgroup]);
    releaseDisks(dir);
  };
  /**
   * The server's memory: at its highest (its processes and the page cache, which the kernel takes back when they need
   * it), its processes' own now (RSS), and how many processes the kernel killed for memory.
   */
  const memoryUse = () =>
    cgroup
      ? {
          peakBytes: Number(sh('cat', [`${cgroup}/memory.max_usage_in_bytes`])),
          processBytes: Number(sh('cat', [`${cgroup}/memory.stat`]).match(/^total_rss (\d+)$/m)?.[1] ?? 0),
          outOfMemoryKills: Number(sh('cat', [`${cgroup}/memory.oom_control`]).match(/oom_kill (\d+)/)?.[1] ?? 0),
        }
      : null;
  return { leader, address, gateway, dir, run, runAsync, stop, memoryUse };
}

/** Unmounts the servers' disks at or under `dir` (a run cut short leaves them mounted) and removes them, roots too. */
export function releaseDisks(dir) {
  const mounted = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((point) => point === dir || point?.startsWith(`${dir}/`));
  for (const point of mounted.reverse()) spawnSync('umount', ['--lazy', point]);
  // A disk lies beside its root: under `dir`, or beside `dir` itself.
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}.disk`, { force: true });
}

/** A memory cgroup (v1) of `bytes` for the server `name`, new and empty. */
function memoryGroup(name, bytes) {
  const cgroup = `/sys/fs/cgroup/memory/brocante-${name}`;
  spawnSync('rmdir', [cgroup]);
  mkdirSync(cgroup, { recursive: true });
  writeFileSync(path.join(cgroup, 'memory.limit_in_bytes'), String(bytes));
  return cgroup;
}

/** The server whose systemd is `leader` (a process of this machine): `run` runs a command in it as root, as over SSH. */
export function serverAt(leader) {
  // A command entered from outside joins the server's memory cgroup, as one run over SSH would count in its memory, and
  // is a session of its own, as an SSH login is (setsid): the processor shares its time between sessions first, so the
  // server's commands are not held back by this machine's other work, nor by its own nice.
  const group = readFileSync(`/proc/${leader}/cgroup`, 'utf8').match(/^\d+:memory:(.+)$/m)?.[1] ?? '/';
  const join = group === '/' ? '' : `echo $$ > /sys/fs/cgroup/memory${group}/cgroup.procs && `;
  const command = (line, env) => [
    '-c',
    `${join}exec setsid --wait nsenter "$@"`,
    'sh',
    ...['-t', String(leader), '-m', '-u', '-i', '-p', '-n', '--', 'env', '-i', ...loginEnvironment(env), 'bash', '-lc', line],
  ];
  const run = (line, { env = {}, ...options } = {}) =>
    spawnSync('sh', command(line, env), { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  // The same, leaving this process's event loop free meanwhile: for a command that calls back a server this process
  // runs (the committee's mail server, while the install e-mails its first backup).
  const runAsync = (line, { env = {} } = {}) =>
    new Promise((resolve) => {
      const child = spawn('sh', command(line, env), { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  return { run, runAsync };
}

/** A root login's environment, and Node's trust of the system's authorities where this machine's sessions have it. */
function loginEnvironment(extra) {
  const variables = {
    HOME: '/root',
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  };
  if (process.env.NODE_EXTRA_CA_CERTS) variables.NODE_EXTRA_CA_CERTS = '/etc/ssl/certs/ca-certificates.crt';
  return Object.entries({ ...variables, ...extra }).map(([key, value]) => `${key}=${value}`);
}

async function waitFor(check, timeout) {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeout) throw new Error('délai dépassé');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Let's Encrypt's test server (pebble, a Debian package) on this machine's side of the link, with its DNS
 * (pebble-challtestsrv) answering every name with the server's address: the certificate is asked for, checked over
 * the server's port 80 and issued as by Let's Encrypt. `authority()` is the root that signs what it issues, to be
 * trusted where the test trusts it.
 */
export async function startAcme({ dir, gateway, serverAddress }) {
  mkdirSync(dir, { recursive: true });
  const listener = path.join(dir, 'listener');
  sh('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=pebble'],
    ...['-addext', `subjectAltName=IP:${gateway},IP:127.0.0.1`, '-keyout', `${listener}-key.pem`, '-out', `${listener}.pem`],
  ]);
  const config = path.join(dir, 'pebble.json');
  writeFileSync(
    config,
    JSON.stringify({
      pebble: {
        listenAddress: `${gateway}:14000`,
        managementListenAddress: '127.0.0.1:15000',
        certificate: `${listener}.pem`,
        privateKey: `${listener}-key.pem`,
        httpPort: 80,
        tlsPort: 443,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const children = [
    spawn(
      'pebble-challtestsrv',
      [
        '-defaultIPv4',
        serverAddress,
        '-defaultIPv6',
        '',
        '-dns01',
        '127.0.0.1:8053',
        '-http01',
        '',
        '-https01',
        '',
        '-tlsalpn01',
        '',
        '-management',
        '127.0.0.1:8055',
      ],
      {
        stdio: 'ignore',
      },
    ),
    spawn('pebble', ['-config', config, '-dnsserver', '127.0.0.1:8053'], {
      stdio: ['ignore', 'ignore', 'ignore'],
      env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0' },
    }),
  ];
  const authority = () =>
    waitFor(() => {
      const got = spawnSync('curl', ['-sfk', 'https://127.0.0.1:15000/roots/0'], { encoding: 'utf8' });
      return got.status === 0 && got.stdout.includes('BEGIN CERTIFICATE') ? got.stdout : null;
    }, 20_000);
  await authority();
  return {
    directory: `https://${gateway}:14000/dir`,
    listenerCertificate: `${listener}.pem`,
    authority,
    stop: () => children.forEach((child) => child.kill()),
  };
}
