/** Tests run on @swc/jest: TypeScript 7 has no JS API for ts-jest. Decorator metadata is on for NestJS. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
// The KurrentDB contract suite needs a server: it is part of the run only when EVENTSTORE_URL names one.
const ignored = ['/node_modules/', '/dist/'];
if (!process.env.EVENTSTORE_URL) ignored.push('kurrentdb-event-store\\.spec\\.ts$');

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/migrations/**/*.spec.ts'],
  testPathIgnorePatterns: ignored,
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  testTimeout: 60000,
};
