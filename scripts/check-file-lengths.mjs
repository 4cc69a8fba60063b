#!/usr/bin/env node
/**
 * Part of `pnpm lint`: one job per file, and a file a newcomer reads in one sitting. Every source of the
 * repository (code, tests, benchmarks, styles, shell; git's files, untracked ones not ignored included) holds at
 * most MAX_LINES lines; prints each longer one (`file: N lines (at most 300)`) and exits 1. A file over it is split
 * along its jobs (docs/checks.md), not given an exception.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 300;
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|astro|css|sh)$|^deploy\/brocante$/;
const SKIPPED = /(?:^|\/)(?:node_modules|dist)\//;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
  .toString('utf8')
  .split('\0')
  .filter((file) => SOURCE.test(file) && !SKIPPED.test(file));

const tooLong = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // deleted in the work tree, not yet in git's index
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) tooLong.push(`${file}: ${lines} lines (at most ${MAX_LINES})`);
}
for (const line of tooLong) console.error(line);
if (tooLong.length) process.exit(1);
console.log(`${files.length} source files, none over ${MAX_LINES} lines.`);
