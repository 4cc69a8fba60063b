import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const APPS = ['site', 'admin', 'cms', 'e2e'];

/** Where a relative import lands, from the repository's root. */
const target = (context, source) => path.relative(root, path.resolve(path.dirname(context.filename), source));
const appOf = (file) => APPS.find((app) => file === app || file.startsWith(`${app}/`));
const adminFeatureOf = (file) => file.match(/^admin\/src\/features\/([^/]+)/)?.[1];

/**
 * The house's boundaries: no app imports another's files (what they share lives in packages/),
 * and an admin feature never reaches into another feature (what two features need lives in
 * admin/src/lib, components or hooks).
 */
const boundaries = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        messages: {
          app: '{{from}} ne doit pas importer {{to}} : partagez-le dans packages/.',
          feature:
            'La fonctionnalité « {{from}} » ne doit pas importer « {{to}} » : mettez ce qui est commun dans admin/src/lib, components ou hooks.',
        },
      },
      create(context) {
        const file = path.relative(root, context.filename);
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const imported = target(context, source);
            const [fromApp, toApp] = [appOf(file), appOf(imported)];
            if (fromApp && toApp && fromApp !== toApp)
              context.report({ node, messageId: 'app', data: { from: fromApp, to: toApp } });
            const [fromFeature, toFeature] = [adminFeatureOf(file), adminFeatureOf(imported)];
            if (fromFeature && toFeature && fromFeature !== toFeature)
              context.report({ node, messageId: 'feature', data: { from: fromFeature, to: toFeature } });
          },
        };
      },
    },
  },
};

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'boundaries/imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'admin/src/**/*.ts', 'packages/ui/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Node scripts: the root's scripts/, Strapi's operator commands, the tests' Strapi process, this file.
    files: ['scripts/**', 'cms/scripts/**', 'cms/tests/**/*.cjs', '*.mjs', 'site/integrations/**', 'site/*.mjs'],
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
