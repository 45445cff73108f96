/**
 * @jest-config-loader-options {"transpileOnly": true}
 */
// ts-node type-checked this file on every jest start (~3 s of CPU); `npm run typecheck` covers it.
import type { Config } from 'jest';

/**
 * The browser suite: built SPA + real server + headless Chromium. Run through `npm run test:e2e`,
 * which adds --runInBand: every file starts its own server and browsers, and two cores are all CI has.
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
  // A test drives a whole user journey: server round trips, a CLI run (~2 s of tsx start-up) and polling screens.
  testTimeout: 120_000,
};

export default config;
