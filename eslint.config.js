/**
 * ESLint (flat config) for the whole repository: `npm run lint` runs `eslint --max-warnings 0 .`.
 *
 * Rule sets: @eslint/js recommended, typescript-eslint recommended (syntax only, no type-checked
 * rules: lint stays fast and needs no tsconfig project), react-hooks (see below) and jsx-a11y
 * recommended. Globals follow where the code runs: the browser for app code in <package>/src, node
 * for the CommonJS .js files (configs, builder/, tools/, the apps' builder/ folders), jest in
 * tests.
 */
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');
const { defineConfig, globalIgnores } = require('eslint/config');

module.exports = defineConfig([
  // Only output and caches. Never a bare `builder/` or `tools/`: those are source folders (the root
  // builder/ and tools/, and each app's builder/), and they are linted like the rest.
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    'site/',
    'engine/',
    'tools/bench/single/engine/',
    '.previous-site/',
    '.e2e-artifacts/',
    '.vitals/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    rules: {
      // `const { omitted, ...rest } = value` is how the code drops a property: the rest is what is used.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },

  // Every .js file is CommonJS run by node (webpack configs, loaders, builder/, tools/, jest/),
  // except the two classic browser scripts below.
  {
    files: ['**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      // typescript-eslint's parser (set for every file by its config) gets `sourceType: 'commonjs'`
      // but its scope analysis knows only 'script' and 'module'; globalReturn gives it the CommonJS
      // module-wrapper scope, so a top-level `const crypto = require('node:crypto')` is a module
      // variable, not a redeclared global.
      parserOptions: { ecmaFeatures: { globalReturn: true } },
      globals: { ...globals.node },
    },
    rules: {
      // CommonJS: require() is how these files import.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  // Node.js's ES modules: a module hook (builder/parts/tsxHooks.mjs) has to be one.
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },

  // The bench's in-page measurements and folio check's: functions these files hand to Playwright's
  // page.evaluate run in the page, so they see browser globals beside node's.
  {
    files: ['tools/bench/*.js', 'builder/check/*.js'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
  },

  // Classic scripts put on the page as they are (no bundler, no modules): browser globals only.
  {
    files: ['shared/src/theme/themeInit.js', 'shared/src/prerender/startAfterFirstPaint.js'],
    languageOptions: {
      sourceType: 'script',
      parserOptions: { ecmaFeatures: { globalReturn: false } },
      globals: { ...globals.browser },
    },
  },

  // The readers of the owner's files run in node, at build time.
  {
    files: ['readers/**/*.ts'],
    languageOptions: {
      globals: { ...globals.node },
    },
  },

  // App code runs in the browser.
  {
    files: ['*/src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
  },
  {
    files: ['shell/src/sw/**/*.ts'],
    languageOptions: {
      globals: { ...globals.serviceworker },
    },
  },

  // Tests: jest's globals. Unit tests run in jsdom (browser globals) inside jest's CommonJS module
  // wrapper (node globals); the browser tests in e2e/ run in node; jest/ holds the unit setup.
  {
    files: ['**/*.test.{js,ts,tsx}', 'jest/**', 'e2e/**'],
    languageOptions: {
      globals: { ...globals.jest, ...globals.node },
    },
  },
  {
    files: ['jest/**'],
    languageOptions: {
      globals: { ...globals.browser },
    },
  },

  // React hooks, in the React code only (<package>/src): e2e/ has jest helpers named use…
  // (useSite, useFreshPage) that are not hooks. v7's flat "recommended" set is kept whole:
  // rules-of-hooks, exhaustive-deps and the React Compiler-derived checks (refs, set-state-in-effect,
  // purity, immutability, …) found real problems here, with almost no noise on correct code.
  {
    files: ['*/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['*/src/**/*.{ts,tsx}'],
    rules: {
      // A missing dependency is a bug, not a hint: fail the lint instead of warning.
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Accessibility of JSX.
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
]);
