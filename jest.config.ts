import type { Config } from 'jest';

const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
};

const config: Config = {
  // Each server test file boots an in-memory PostgreSQL (PGlite); on a loaded 2-core machine that takes seconds.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest/jsdom-environment.ts',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: swc,
      // marked is published as ESM only; everything else ships CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!marked/)'],
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '\\.(css|svg|png)$': '<rootDir>/jest/file-stub.ts' },
      setupFilesAfterEnv: ['<rootDir>/jest/setup-web.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: swc,
      // Some of Fastify's dependencies (cookie 2, content-disposition 3) are published as ESM only.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
    },
  ],
};

export default config;
