/**
 * `pnpm bench:server`, what a process of the stack uses: its tree of processes (PostgreSQL's backends, nginx's
 * worker), their processor time and their resident memory, read from /proc.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The process and its descendants (PostgreSQL's backends, nginx's worker), read from /proc without spawning anything. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  const tree = [];
  for (const queue = [pid]; queue.length;) {
    const next = queue.shift();
    tree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time a process tree used so far, in seconds: its own and its ended children's (PostgreSQL's closed backends). */
export function cpuSecondsOf(pid) {
  let ticks = 0;
  for (const each of processTree(pid)) {
    try {
      // After the command's closing parenthesis: utime, stime, cutime, cstime are fields 14 to 17.
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Resident memory of a process tree: RSS (shared pages counted in each process) and PSS (shared pages split). */
export function memoryOf(pid) {
  let rss = 0;
  let pss = 0;
  for (const each of processTree(pid)) {
    try {
      const rollup = readFileSync(`/proc/${each}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      // ended meanwhile (a PostgreSQL backend whose connection closed)
    }
  }
  return { rss, pss };
}
