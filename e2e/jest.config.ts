/**
 * @jest-config-loader-options {"transpileOnly": true}
 */
// ts-node type-checked this file on every jest start (~3 s of CPU); `npm run typecheck` covers it.
import type { Config } from 'jest';

/**
 * The browser suite: built SPA + real server + headless Chromium, every file with a server and browsers of its
 * own. Three files at a time: one at a time kept 0.66 of this 2-core machine busy (a test mostly waits on its
 * server, browser and timers) and took 20.7 min; two took 13.1 min at 1.05 cores; three 10.8 min (quiet).
 */
const config: Config = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  maxWorkers: 3,
  // A test drives a whole user journey: server round trips, a CLI run (~1 s to start) and polling screens.
  testTimeout: 120_000,
};

export default config;
