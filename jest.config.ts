/**
 * @jest-config-loader-options {"transpileOnly": true}
 */
// ts-node type-checked this file on every jest start (~3 s of CPU); `npm run typecheck` covers it.
import type { Config } from 'jest';

const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
};

const config: Config = {
  // No watchman on this machine's images; jest hung looking for it under load.
  watchman: false,
  // Jest's default leaves a core to itself (cores - 1): one worker on a 2-core machine, while its main process
  // mostly waits. Two workers there took the suite from 324 s to about 160 s.
  maxWorkers: '100%',
  // Each server test file boots an in-memory PostgreSQL (PGlite); on a loaded 2-core machine that takes seconds.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest/jsdom-environment.ts',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': Object.values(swc)[0] },
      // ESM-only packages: marked, and the helpers msw 2 depends on.
      transformIgnorePatterns: ['/node_modules/(?!(marked|rettime|until-async|@open-draft/deferred-promise)/)'],
      // Resolve msw/node (and other dual packages) to their Node builds, not the browser ones jsdom would pick.
      testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@contracts/(.*)$': '<rootDir>/contracts/$1', '\\.(css|svg|png)$': '<rootDir>/jest/file-stub.ts' },
      setupFilesAfterEnv: ['<rootDir>/jest/setup-web.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: '<rootDir>/jest/server-environment.ts',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': Object.values(swc)[0] },
      // TypeBox bundled by the global setup (server/test/helpers/typebox-bundle.ts): ~680 modules become a few.
      moduleNameMapper: {
        '^@contracts/(.*)$': '<rootDir>/contracts/$1',
        '^typebox$': '<rootDir>/node_modules/.cache/mockprep/typebox/index.mjs',
        '^typebox/(compile|value)$': '<rootDir>/node_modules/.cache/mockprep/typebox/$1.mjs',
      },
      globalSetup: '<rootDir>/server/test/helpers/global-setup.ts',
      // Published as ESM only: some of Fastify's dependencies (cookie 2, content-disposition 3) and typebox 1 (the route schemas).
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|typebox|\\.cache/mockprep/typebox)/)'],
    },
  ],
};

export default config;
