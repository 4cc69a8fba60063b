import { readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const APPS = ['site', 'admin', 'cms', 'e2e'];

/**
 * Where an import lands, from the repository's root: a relative path from the importing file, or an
 * app named by its package name (`admin/src/…`); anything else (a package, Node's modules) is undefined.
 */
const target = (context, source) => {
  if (source.startsWith('.')) return path.relative(root, path.resolve(path.dirname(context.filename), source));
  return APPS.some((app) => source === app || source.startsWith(`${app}/`)) ? source : undefined;
};
const appOf = (file) => APPS.find((app) => file === app || file.startsWith(`${app}/`));
const packageOf = (file) => file.match(/^packages\/([^/]+)/)?.[1];
const adminFeatureOf = (file) => file.match(/^admin\/src\/features\/([^/]+)/)?.[1];
const adminSharedOf = (file) => file.match(/^admin\/src\/(components|lib|hooks)(?:\/|$)/)?.[1];
const adminAppLayerOf = (file) => file.match(/^admin\/src\/(features|app)(?:\/|$)/)?.[1];
/** Strapi's layers: its configuration, the engine (the committee's rules), and the infrastructure under them. */
const cmsLayerOf = (file) =>
  ({ 'cms/config': 'config', 'cms/src/engine': 'engine', 'cms/src/lib': 'lib' })[
    file.match(/^cms\/(config|src\/engine|src\/lib)(?:\/|$)/)?.[0]?.replace(/\/$/, '')
  ];
/** What each of Strapi's layers may not import: the infrastructure knows no engine, the engine reads no configuration file. */
const CMS_FORBIDDEN = { lib: 'engine', engine: 'config' };

/**
 * The house's boundaries: no app imports another's files (what they share lives in packages/), and
 * packages/ import no app at all; an admin feature never reaches into another feature (what two
 * features need lives in admin/src/lib, components or hooks), and those shared folders never reach
 * back into admin/src/features or admin/src/app. In Strapi, src/lib never imports the engine and the engine never
 * imports config/.
 */
const boundaries = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        messages: {
          app: '{{from}} ne doit pas importer {{to}} : partagez-le dans packages/.',
          package:
            "packages/{{from}} ne doit pas importer l'application {{to}} : un paquet partagé ne dépend d'aucune application.",
          feature:
            'La fonctionnalité « {{from}} » ne doit pas importer « {{to}} » : mettez ce qui est commun dans admin/src/lib, components ou hooks.',
          layer:
            "cms/{{from}} ne doit pas importer {{to}} : l'infrastructure (src/lib) ne connaît pas le moteur, le moteur (src/engine) ne lit pas config/ (ce qu'il lui faut, strapi.config le lui donne).",
          shared:
            "admin/src/{{from}} est partagé par les fonctionnalités et ne doit pas importer admin/src/{{to}} : ce qu'il lui faut se passe en paramètre ou descend dans admin/src/lib, components ou hooks.",
        },
      },
      create(context) {
        const file = path.relative(root, context.filename);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const imported = target(context, source);
          if (imported === undefined) return;
          const [fromApp, toApp] = [appOf(file), appOf(imported)];
          if (fromApp && toApp && fromApp !== toApp)
            context.report({ node, messageId: 'app', data: { from: fromApp, to: toApp } });
          const fromPackage = packageOf(file);
          if (fromPackage && toApp) context.report({ node, messageId: 'package', data: { from: fromPackage, to: toApp } });
          const [fromFeature, toFeature] = [adminFeatureOf(file), adminFeatureOf(imported)];
          if (fromFeature && toFeature && fromFeature !== toFeature)
            context.report({ node, messageId: 'feature', data: { from: fromFeature, to: toFeature } });
          const [fromShared, toLayer] = [adminSharedOf(file), adminAppLayerOf(imported)];
          if (fromShared && toLayer) context.report({ node, messageId: 'shared', data: { from: fromShared, to: toLayer } });
          const [fromLayer, toCmsLayer] = [cmsLayerOf(file), cmsLayerOf(imported)];
          if (fromLayer && toCmsLayer && CMS_FORBIDDEN[fromLayer] === toCmsLayer)
            context.report({
              node,
              messageId: 'layer',
              data: {
                from: fromLayer === 'lib' ? 'src/lib' : 'src/engine',
                to: toCmsLayer === 'engine' ? 'src/engine' : 'config/',
              },
            });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

/**
 * Imports resolve as TypeScript does here (`./x.js` is `./x.ts` or `./x.tsx`; no path aliases), so that
 * import-x/no-cycle follows the sources. Another package (a workspace one too) is external: cycles are
 * looked for inside each package, and packages/ import no app.
 */
const importResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.d.ts', '.js', '.jsx'], '.mjs': ['.mts', '.mjs'], '.cjs': ['.cts', '.cjs'] },
  conditionNames: ['types', 'import', 'require', 'node', 'default'],
  mainFields: ['types', 'module', 'main'],
});

/**
 * The words of the registrations' and the e-mails' statuses, read from their content types (the API's edge, which
 * cms/tests/unit/schema-enums.test.ts holds equal to the code's lists): the spellings the rule below keeps out of decisions.
 */
const statusEnum = (type) =>
  JSON.parse(readFileSync(`${import.meta.dirname}/cms/src/api/${type}/content-types/${type}/schema.json`, 'utf8')).attributes
    .status.enum;
const STATUS_WORDS = `/^(${[...new Set([...statusEnum('registration'), ...statusEnum('email-message')])].join('|')})$/`;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.astro/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/test-results-production/**',
      '**/test-results-dev/**',
      'cms/types/**',
      'cms/.tmp/**',
      'e2e/.production/**',
      'scripts/.bench-server/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The site's pages and layouts (.astro): their script and their template, with the same rules as the rest.
  ...astro.configs.recommended,
  {
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importResolver],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'boundaries/imports': 'error',
      // Type-only imports (`import type`) vanish at build time and are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // import-x reads the modules an .astro file imports with the .astro parser, which cannot read TypeScript: cycles are
    // looked for from the TypeScript modules (a page is imported by none).
    files: ['**/*.astro'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  // What Strapi and the site's build run on the committee's server, where only each package's production
  // dependencies are installed (deploy/lib/release.sh): a devDependency imported there would be missing there.
  ...[
    { packageDir: 'cms', files: ['cms/src/**', 'cms/config/**', 'cms/scripts/**', 'cms/database/**'] },
    { packageDir: 'site', files: ['site/src/**', 'site/integrations/**', 'site/*.mjs'] },
  ].map(({ packageDir, files }) => ({
    files,
    ignores: ['**/*.test.*', '**/test/**', '**/tests/**'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, packageDir: `${import.meta.dirname}/${packageDir}` },
      ],
    },
  })),
  {
    // A decision on a status goes through the status's own names (registration-status.ts: isPaid, WAITLIST_STATUSES…;
    // lib/email-delivery.ts: DELIVERY), never through its spelling: adding a status then fails to compile exactly where
    // a decision is missing. The status's own files and the tests (which read what a client sees) spell them.
    files: [
      'cms/src/**/*.ts',
      'cms/config/**/*.ts',
      'site/src/**/*.{ts,tsx,astro}',
      'admin/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.{ts,tsx}',
    ],
    ignores: [
      'packages/shared/src/registration-status.ts',
      'packages/shared/src/registration-lifecycle.ts',
      'cms/src/lib/email-delivery.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['left', 'right'].map((side) => ({
          selector: `BinaryExpression[operator=/^[!=]==?$/][${side}.value=${STATUS_WORDS}]:has(MemberExpression[property.name='status'])`,
          message: 'A status is compared through its predicates or sets (registration-status.ts), not its spelling.',
        })),
        {
          selector: `CallExpression[callee.property.name=/^(where|andWhere|orWhere|whereNot)$/] > ObjectExpression > Property[key.name='status'][value.value=${STATUS_WORDS}]`,
          message: 'A status is filtered through its sets (registration-status.ts, email-delivery.ts), not its spelling.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'admin/src/**/*.ts', 'packages/ui/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Node scripts: the root's scripts/, Strapi's operator commands and migrations, the tests' Strapi process,
    // the site's wait for Strapi, this file.
    files: [
      'scripts/**',
      'cms/scripts/**',
      'cms/database/**',
      'cms/tests/**/*.cjs',
      '*.mjs',
      'site/integrations/**',
      'site/scripts/**',
      'site/*.mjs',
    ],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Strapi's configuration and controller contexts are untyped by Strapi itself.
    files: ['cms/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['cms/tests/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
