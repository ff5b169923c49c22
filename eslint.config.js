import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature of an app never imports another feature (statically or with import()): what several
 * share lives in lib/ (data-aware) or the design system (pure UI); the app's routes compose the
 * pages.
 */
const featureZones = (app) => {
  const dir = `./${app}/src/features`;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${dir}/${name}`,
      from: dir,
      except: [`./${name}`],
      message:
        'Features never import each other: move what they share to lib/ or the design system.',
    }));
};

/**
 * Every table of the service has one owning domain, in api/src/<domain>/tables.ts. A domain's code
 * imports its own tables and no other's: it calls the owner's functions, and the owner's functions
 * join the caller's transaction through their `tx` parameter. `apiTableReads` lists the other
 * domains' tables a domain still queries itself: reads (joins for names, the account centre's and
 * the download centre's views) and the few writes api/README.md names; it only ever shrinks.
 * Tables reference each other's keys; the seed and the tests, which set up and inspect every
 * table, use the index db/schema.ts.
 */
const apiTableReads = {
  'account-centre': ['accounts', 'ledger', 'shop'],
  'back-office': ['accounts', 'shop'],
  downloads: ['contacts', 'ledger', 'messaging', 'sending'],
  messaging: ['accounts'],
  'micro-apps': ['accounts'],
  sending: ['accounts', 'contacts', 'messaging'],
  team: ['accounts'],
};
const apiFolders = fs
  .readdirSync('./api/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['db', 'seed'].includes(entry.name))
  .map(({ name }) => name);
const apiTableOwners = apiFolders.filter((name) => fs.existsSync(`./api/src/${name}/tables.ts`));
const apiTableZones = apiFolders.map((name) => ({
  target: `./api/src/${name}`,
  from: [
    './api/src/db/schema.ts',
    ...apiTableOwners
      .filter((owner) => owner !== name && !apiTableReads[name]?.includes(owner))
      .map((owner) => `./api/src/${owner}/tables.ts`),
  ],
  message:
    "Tables belong to their domain: import your own tables.ts, and call the owner's functions for another's.",
}));

const forbid = (packages, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: packages.flatMap((p) => [p, `${p}/*`]), message }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '.data/**',
      '**/__screenshots__/**',
      '**/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    // Relative imports carry their .ts/.tsx extension, so the plain Node resolver finds them.
    settings: { 'import/resolver': { node: { extensions: ['.js', '.mjs', '.ts', '.tsx'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('console'),
            ...featureZones('landing'),
            {
              // The route table is the one exception: it names each page's module, loaded lazily.
              target: './console/src/lib/**/!(routes-table).{ts,tsx}',
              from: ['./console/src/features/**', './console/src/app/**'],
              message:
                'lib/ holds what several features share: it knows no feature and not the frame.',
            },
            {
              target: './console/src/features',
              from: './console/src/app',
              message: 'Features do not reach into the app frame.',
            },
            { target: './design-system', from: ['./console', './landing', './api'] },
            { target: './tokens', from: ['./design-system', './console', './landing', './api'] },
            { target: './console', from: './landing' },
            { target: './landing', from: './console' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  // Package boundaries by package name (relative paths are covered by the zones above).
  {
    files: ['design-system/**'],
    rules: forbid(
      ['@p5g/console', '@p5g/landing', '@p5g/api'],
      'The design system is presentational: no app or service code.',
    ),
  },
  {
    files: ['tokens/**'],
    rules: forbid(
      ['@p5g/design-system', '@p5g/console', '@p5g/landing', '@p5g/api'],
      'Tokens depend on nothing of ours.',
    ),
  },
  {
    files: ['console/**'],
    rules: forbid(['@p5g/landing'], 'Console and landing never import each other.'),
  },
  {
    files: ['landing/**'],
    rules: forbid(['@p5g/console'], 'Console and landing never import each other.'),
  },
  // The route table loads each page's module on demand (import()), never with the table itself.
  {
    files: ['console/src/lib/routes-table.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../features/*', '../app/*'],
              message:
                "The route table loads a page's module only with import(), as the page opens.",
            },
          ],
        },
      ],
    },
  },
  // Features link to pages by name: href(name, params) of lib/routes-table.ts builds the path.
  {
    files: ['console/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/\\w/]', 'TemplateElement:first-child[value.raw=/^\\/\\w/]'].map(
          (selector) => ({
            selector,
            message: 'A path to a page: use href(name, params) of lib/routes-table.ts.',
          }),
        ),
      ],
    },
  },
  {
    files: ['api/**'],
    rules: forbid(
      ['@p5g/design-system', '@p5g/console', '@p5g/landing', 'react', 'react-dom'],
      'The service has no UI code.',
    ),
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/*/tables.ts', 'api/src/seed/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: apiTableZones }] },
  },
  // Route handlers hold no SQL: they validate through the contract, call their domain's module and
  // shape the answer. This block replaces the api/** restriction for route files, so it repeats it.
  {
    files: ['api/src/**/routes*.ts', 'api/src/**/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema*', '**/tables.ts'],
              message: "Route handlers hold no SQL: put the query in the domain's module.",
            },
            ...forbid(
              ['@p5g/design-system', '@p5g/console', '@p5g/landing', 'react', 'react-dom'],
              'The service has no UI code.',
            )['no-restricted-imports'][1].patterns,
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
