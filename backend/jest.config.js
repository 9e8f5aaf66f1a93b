// Tests run on @swc/jest (TypeScript 7 has no JS API for ts-jest), as ES modules like the app:
// NestJS 12 ships only ES modules. Decorator metadata is on for NestJS.
import { swcOptions } from './test/support/swc-options.mjs';

// The KurrentDB contract suite needs a server: it is part of the run only when EVENTSTORE_URL names one.
// The restart test also stops and starts that server: only when KURRENTDB_CONTROL says how (CI never).
const ignored = ['/node_modules/', '/dist/'];
if (!process.env.EVENTSTORE_URL) ignored.push('kurrentdb-event-store\\.spec\\.ts$');
if (!process.env.EVENTSTORE_URL || !process.env.KURRENTDB_CONTROL)
  ignored.push('kurrentdb-restart\\.spec\\.ts$');
// The leader-lost test kills a cluster's nodes: only when EVENTSTORE_URL names a cluster and
// KURRENTDB_CLUSTER_CONTROL says how to kill and start its nodes (CI never).
if (!process.env.EVENTSTORE_URL || !process.env.KURRENTDB_CLUSTER_CONTROL)
  ignored.push('kurrentdb-leader-lost\\.spec\\.ts$');

export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/migrations/**/*.spec.ts',
    '<rootDir>/test/**/*.spec.ts',
  ],
  testPathIgnorePatterns: ignored,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The shared rules run from their TypeScript sources here, as in the frontend (no build needed).
    '^@sadhana/rules$': '<rootDir>/../packages/rules/src/index.ts',
    '^@sadhana/rules/(.*)$': '<rootDir>/../packages/rules/src/$1.ts',
  },
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  globalSetup: '<rootDir>/test/support/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/jest-global-teardown.mjs',
  testTimeout: 60000,
};
