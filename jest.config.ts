import type { Config } from 'jest';

const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
};

const config: Config = {
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
      transformIgnorePatterns: ['/node_modules/'],
    },
  ],
};

export default config;
