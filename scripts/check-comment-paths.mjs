#!/usr/bin/env node
/**
 * Part of `pnpm lint`: a comment that points the reader to a file must point to one the repository holds.
 * Reads the comments of the repository's sources (TypeScript and JavaScript, Astro, CSS, shell, nginx,
 * YAML; git's files, untracked ones not ignored included), finds the file paths they cite
 * (`docs/deployment.md`, `./serve-built.mjs`, a bare file name) and the sections of a specification
 * (a document kept outside the repository), and prints each one it cannot find:
 *   file:line: cites X which is not in the repository
 * then exits 1. A cited path is found relative to the comment's file, to the repository's root, or as
 * the end of any file's path (a bare name anywhere); `./` and `../` paths only relative to the file.
 * Not files of the repository, and accepted: a path git ignores (what a build or a run writes: dist/,
 * test-results/), a path that starts with `/` (an address, or a file on a server), a file of a
 * package the comment names right after it (« reducer.mjs of @strapi/admin »), and a one-letter
 * name standing for any file (`x.js`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(import.meta.url)('typescript');

const SCRIPT = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const HASH_COMMENTS = /\.(?:sh|conf|ya?ml)$/;
const SKIPPED = /(?:^|\/)(?:node_modules|dist)\/|(?:^|\/)pnpm-lock\.yaml$/;

/** A path as comments write one: folders, then a name with a file's extension. */
const PATH =
  /(?<![\w@$*{}/.\\-])((?:\.{1,2}\/)*(?:\.?[\w-][\w.@-]*\/)*\.?[\w-][\w.-]*\.(?:md|ts|tsx|mts|cts|js|jsx|mjs|cjs|astro|css|json|ya?ml|sh|conf|sql|html))(?![\w/*-]|\.\w)/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)>\]'"`]*|\bwww\.[^\s)>\]'"`]*/gi;
const SPEC = '(?:specification|spécification|spec|cahier des charges)';
const SECTION = '(?:§\\s*|\\bsections?\\s+)(\\d+(?:\\.\\d+)*)';
const SPEC_SECTIONS = [
  new RegExp(`\\b${SPEC}\\b[^.;:!?\\n]{0,40}?${SECTION}`, 'gi'),
  new RegExp(`${SECTION}\\s+(?:of|de|du)\\s+(?:the\\s+|la\\s+)?${SPEC}\\b`, 'gi'),
];

function gitFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(root, file)));
}

/**
 * Every comment of a script's text as { start, text }, from TypeScript's tokens: those on a line of their
 * own lead the next token, those after a token on its line trail it. Strings, templates and JSX text are
 * not comments (JSX text is never read as trivia).
 */
function scriptComments(text, fileName, base = 0) {
  const kind = fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const jsxTextStarts = new Set();
  const leaves = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return void jsxTextStarts.add(node.pos);
    const children = node.getChildren(source);
    if (children.length === 0 || node.kind === ts.SyntaxKind.EndOfFileToken) leaves.push(node);
    for (const child of children) visit(child);
  };
  visit(source);
  const seen = new Map();
  const keep = (ranges) => {
    for (const range of ranges ?? []) seen.set(range.pos, { start: base + range.pos, text: text.slice(range.pos, range.end) });
  };
  for (const leaf of leaves) {
    keep(ts.getLeadingCommentRanges(text, leaf.pos));
    if (!jsxTextStarts.has(leaf.end)) keep(ts.getTrailingCommentRanges(text, leaf.end));
  }
  return [...seen.values()];
}

const blockComments = (text, base = 0) =>
  [...text.matchAll(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g)].map((match) => ({ start: base + match.index, text: match[0] }));

/** `#` comments of shell, nginx and YAML: a `#` that starts a line or follows a space, outside quotes. */
function hashComments(text) {
  const comments = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    let quote = null;
    for (let at = offset === 0 && line.startsWith('#!') ? line.length : 0; at < line.length; at += 1) {
      const char = line[at];
      if (quote) {
        if (char === '\\' && quote === '"') at += 1;
        else if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '#' && (at === 0 || /\s/.test(line[at - 1]))) {
        comments.push({ start: offset + at, text: line.slice(at) });
        break;
      }
    }
    offset += line.length + 1;
  }
  return comments;
}

/** An Astro file: its frontmatter and scripts as scripts, the rest's HTML and CSS comments. */
function astroComments(text, fileName) {
  const comments = [];
  let rest = text;
  const frontmatter = text.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  if (frontmatter) {
    const start = frontmatter[0].indexOf(frontmatter[1]);
    comments.push(...scriptComments(frontmatter[1], `${fileName}.ts`, start));
    rest = ' '.repeat(frontmatter[0].length) + text.slice(frontmatter[0].length);
  }
  for (const script of rest.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    const start = script.index + script[1].length;
    comments.push(...scriptComments(script[2], `${fileName}.ts`, start));
    rest = rest.slice(0, start) + ' '.repeat(script[2].length) + rest.slice(start + script[2].length);
  }
  return [...comments, ...blockComments(rest)];
}

function commentsOf(file, text) {
  if (SCRIPT.test(file)) return scriptComments(text, file);
  if (file.endsWith('.astro')) return astroComments(text, file);
  if (file.endsWith('.css')) return blockComments(text);
  return hashComments(text);
}

const files = gitFiles();
const exact = new Set(files);
/** Every file's path, and the same without its first folder, its first two, down to its bare name. */
const tails = new Set(files.flatMap((file) => file.split('/').map((_, at, parts) => parts.slice(at).join('/'))));
const scanned = files.filter((file) => {
  if (SKIPPED.test(file)) return false;
  if (SCRIPT.test(file) || HASH_COMMENTS.test(file) || /\.(?:astro|css)$/.test(file)) return true;
  return !path.basename(file).includes('.') && readFileSync(path.join(root, file), 'utf8').startsWith('#!');
});

/** Where a cited path may be, from the repository's root: beside the comment's file, at the root. */
function places(file, cited) {
  const beside = path.posix.normalize(path.posix.join(path.posix.dirname(file), cited));
  return cited.startsWith('.') ? [beside] : [beside, path.posix.normalize(cited)];
}

const found = (file, cited) =>
  places(file, cited).some((place) => exact.has(place)) || (!cited.startsWith('.') && tails.has(cited));
/** A package named right after the cited name: the file is that dependency's. */
const OF_PACKAGE = /^`?\s+(?:of|in|from|de|du|dans)\s+`?@[\w.-]+\/[\w.-]+/;

const suspects = [];
for (const file of scanned) {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!/\.[a-z]{2,5}\b|§|section/i.test(text)) continue;
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const lineOf = (offset) => {
    let [low, high] = [0, lineStarts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  for (const comment of commentsOf(file, text)) {
    const words = comment.text.replace(URL, (url) => ' '.repeat(url.length));
    for (const match of words.matchAll(PATH)) {
      const cited = match[1];
      // A product's name (Node.js), not a file; a one-letter name stands for any file.
      if (!cited.includes('/') && /^[A-Z][\w-]*\.js$/.test(cited)) continue;
      if (/^\w\./.test(path.posix.basename(cited))) continue;
      if (OF_PACKAGE.test(words.slice(match.index + cited.length))) continue;
      if (!found(file, cited))
        suspects.push({ file, line: lineOf(comment.start + match.index), cited, places: places(file, cited) });
    }
    for (const pattern of SPEC_SECTIONS)
      for (const match of words.matchAll(pattern))
        suspects.push({
          file,
          line: lineOf(comment.start + match.index),
          cited: `specification section ${match[1]}`,
          places: [],
        });
  }
}

/** Paths git ignores are what a build or a run writes (dist/, test-results/): cited, not kept. */
const candidates = [...new Set(suspects.flatMap((suspect) => suspect.places))].filter((place) => !place.startsWith('..'));
const ignored = new Set(
  candidates.length === 0
    ? []
    : (() => {
        try {
          return execFileSync('git', ['check-ignore', '--no-index', '-z', '--stdin'], {
            cwd: root,
            input: candidates.map((candidate) => `${candidate}\0`).join(''),
            encoding: 'utf8',
          }).split('\0');
        } catch (error) {
          if (error.status === 1) return []; // nothing ignored
          throw error;
        }
      })(),
);
const offenders = suspects
  .filter((suspect) => !suspect.places.some((place) => ignored.has(place)))
  .sort((one, other) => one.file.localeCompare(other.file) || one.line - other.line);

const seen = new Set();
for (const { file, line, cited } of offenders) {
  const said = `${file}:${line}: cites ${cited} which is not in the repository`;
  if (seen.has(said)) continue;
  seen.add(said);
  console.error(said);
}
if (offenders.length > 0) {
  console.error(
    `\n${seen.size} comment(s) cite what the repository does not hold: cite a file it holds (docs/ for the rules), or say the rule where it applies.`,
  );
  process.exit(1);
}
