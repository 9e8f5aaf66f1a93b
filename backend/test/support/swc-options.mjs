// How our TypeScript is compiled for tests, by jest (@swc/jest) and by the child processes tests
// spawn (ts-loader.mjs): ES modules like the app, decorator metadata on for NestJS.
export const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};
