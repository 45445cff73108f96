/* Legacy config format on purpose: the project layout names .eslintrc.cjs, so ESLint stays on 8.57. */
/** Import rules for all SPA code. */
const spaPatterns = [
  { group: ['../../*/*'], message: 'Import other slices through their public API (@/layer/slice).' },
  { group: ['**/server/**'], message: 'The SPA never imports server code.' },
  {
    group: ['@contracts/*', '!@contracts/limits', '!@contracts/command-line', '!@contracts/room-document', '!@contracts/email-address', '!@contracts/availability-slots', '!@contracts/test-values'],
    allowTypeImports: true,
    message: 'The SPA takes only types from the wire contract (through @/shared/api), and as values only the import-free limits, command-line rules, room document names, the email address rule, availability slot rules and test case rules: TypeBox stays out of the bundle.',
  },
];

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react-hooks', 'react'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react-hooks/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
  ],
  settings: { react: { version: '19.0' } },
  env: { browser: true, node: true, es2022: true, jest: true },
  ignorePatterns: ['dist', 'node_modules', 'data', 'server/src/db/migrations'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'react/prop-types': 'off',
  },
  overrides: [
    {
      files: ['src/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': ['error', { patterns: spaPatterns }],
      },
    },
    {
      // Test helpers (msw, Testing Library) stay out of the bundle: only tests may import them.
      files: ['src/**'],
      excludedFiles: ['**/*.test.ts', '**/*.test.tsx', 'src/shared/lib/testing/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': ['error', {
          patterns: [...spaPatterns, { group: ['@/shared/lib/testing', '@/shared/lib/testing/*', '**/lib/testing', '**/lib/testing/*'], message: 'Test helpers are for test files only.' }],
        }],
      },
    },
  ],
};
