/**
 * @jest-config-loader-options {"transpileOnly": true}
 */
// ts-node type-checked this file on every jest start (~3 s of CPU); `npm run typecheck` covers it.
import type { Config } from 'jest';
import type { ProjectRunnerOptions } from './jest/test-runner';

const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
};

// Each module a worker has compiled for an earlier file starts from V8's code cache (~0.2 s of CPU per server file).
const runtime = '<rootDir>/jest/code-cache-runtime.cjs';

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
      // Workers are kept: replacing one cost more (its jsdom and JIT start again) than its heap's growth (61 s -> 72 s).
      runner: ['<rootDir>/jest/test-runner.ts', {} satisfies ProjectRunnerOptions],
      testEnvironment: '<rootDir>/jest/jsdom-environment.ts',
      runtime,
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
      // A worker's heap grew by ~10-19 MB per test file (contexts jest and Node keep past the file: docs/decisions.md,
      // "Issue 31, eighth session") to 700-1,000 MB, and its later files slowed down; a worker past this after a file is
      // replaced by a fresh one (180 MB: 159 -> 128.5 s for this project on a quiet 2-core machine; 300 MB was slower).
      runner: ['<rootDir>/jest/test-runner.ts', { workerIdleMemoryLimit: 180_000_000 } satisfies ProjectRunnerOptions],
      testEnvironment: '<rootDir>/jest/server-environment.ts',
      runtime,
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': Object.values(swc)[0] },
      // Bundled by the global setup (server/test/helpers/package-bundles.ts): TypeBox's ~680 modules become a few, and
      // the ES-module-only packages become CommonJS, which jest does not keep alive after the file (an ES module it does).
      moduleNameMapper: {
        '^@contracts/(.*)$': '<rootDir>/contracts/$1',
        '^typebox$': '<rootDir>/node_modules/.cache/mockprep/packages/typebox/index.mjs',
        '^typebox/(compile|value)$': '<rootDir>/node_modules/.cache/mockprep/packages/typebox/$1.mjs',
        '^(cookie|content-disposition)$': '<rootDir>/node_modules/.cache/mockprep/packages/$1.cjs',
      },
      globalSetup: '<rootDir>/server/test/helpers/global-setup.ts',
      // TypeBox 1 (the route schemas) is published as ES modules only; its bundles are too.
      transformIgnorePatterns: ['/node_modules/(?!(typebox|\\.cache/mockprep/packages)/)'],
    },
  ],
};

export default config;
