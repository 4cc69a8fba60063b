/**
 * `pnpm bench:server`, the server's size: a cgroup v1 pair (memory and cpuset) that the stack's processes
 * run in from their first byte, and the server's core cleared of every other process for the run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The server's size: 1 GiB for all its processes together, and one core of the machine's (a cpuset): a vCPU is
 * one core the processes take turns on. A CFS quota of one CPU over this machine's two cores is not that: the
 * processes run side by side, spend the period's quota in half of it, then all stop, PostgreSQL's locks held,
 * until the next period (measured: 10 to 40 s stopped in a minute's rush, every request waiting behind them).
 */
const CGROUP = 'brocante-bench';
export const MEMORY_CGROUP = `/sys/fs/cgroup/memory/${CGROUP}`;
const CPUSET_CGROUP = `/sys/fs/cgroup/cpuset/${CGROUP}`;
/** The machine's last core: the first takes the bench's clients, the site's build and the rest of the machine. */
export const SERVER_CORE = os.availableParallelism() - 1;
export const MEMORY_LIMIT = 1024 ** 3;

function writeCgroup(dir, file, value) {
  writeFileSync(path.join(dir, file), String(value));
}

export function readCgroup(file) {
  return readFileSync(path.join(MEMORY_CGROUP, file), 'utf8');
}

export function createCgroups() {
  for (const dir of [MEMORY_CGROUP, CPUSET_CGROUP]) {
    // A run that crashed leaves its cgroup behind; an empty one is reused, one with processes is someone's run.
    if (existsSync(dir) && readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').trim())
      throw new Error(`${dir} contient encore des processus : un autre banc tourne-t-il ?`);
    mkdirSync(dir, { recursive: true });
  }
  writeCgroup(MEMORY_CGROUP, 'memory.limit_in_bytes', MEMORY_LIMIT);
  writeCgroup(CPUSET_CGROUP, 'cpuset.cpus', SERVER_CORE);
  // A cpuset takes no process before it names its memory nodes: the machine's.
  writeCgroup(CPUSET_CGROUP, 'cpuset.mems', readFileSync('/sys/fs/cgroup/cpuset/cpuset.mems', 'utf8').trim());
}

/** Both cgroups removed, once their processes have ended; one that cannot be is said. */
export function removeCgroups() {
  for (const dir of [MEMORY_CGROUP, CPUSET_CGROUP]) {
    try {
      rmdirSync(dir);
    } catch (error) {
      console.log(`cgroup ${dir} non supprimé : ${error.message}`);
    }
  }
}

/**
 * The server's core given to the server alone, as a rented vCPU is: every other process of the machine (the
 * bench's clients and builds, anyone else's work) moved to the other cores for the run, each given back its own
 * cores after; a process born meanwhile of a moved one gets all of them. The kernel's per-core threads stay.
 */
export function clearServerCore() {
  const list = (pid) => /list: (.+)$/.exec(spawnSync('taskset', ['-c', '-p', pid], { encoding: 'utf8' }).stdout.trim())?.[1];
  const others = Array.from({ length: os.availableParallelism() }, (_, core) => core).filter((core) => core !== SERVER_CORE);
  const moved = new Map();
  const inServer = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/cgroup`, 'utf8').includes(`:/${CGROUP}`);
    } catch {
      return true; // gone meanwhile: nothing to move
    }
  };
  const processes = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name) && !inServer(name));
  for (const pid of processes()) {
    const cores = list(pid);
    if (!cores) continue;
    if (spawnSync('taskset', ['-a', '-c', '-p', others.join(','), pid]).status === 0) moved.set(pid, cores);
  }
  return function giveBack() {
    const all = `0-${os.availableParallelism() - 1}`;
    for (const pid of processes()) spawnSync('taskset', ['-a', '-c', '-p', moved.get(pid) ?? all, pid]);
  };
}

/**
 * Starts a command already inside both cgroups: the shell joins them, then becomes the command (exec), so
 * the process and all it forks are counted from their first byte, and its pid is the command's.
 */
export function spawnInCgroups(command, args, options) {
  const join = `echo $$ > ${MEMORY_CGROUP}/cgroup.procs && echo $$ > ${CPUSET_CGROUP}/cgroup.procs && exec "$@"`;
  return spawn('sh', ['-c', join, 'sh', command, ...args], options);
}
