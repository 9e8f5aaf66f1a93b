// Node module hooks that let a child process spawned by a test run our TypeScript sources as
// jest does (swc, ES modules, decorator metadata): `node --import ./test/support/ts-register.mjs file.ts`.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';
import { swcOptions } from './swc-options.mjs';

export async function resolve(specifier, context, next) {
  // @sadhana/rules too runs from its TypeScript sources (its package.json `@sadhana/source` export).
  const withSources = { ...context, conditions: ['@sadhana/source', ...context.conditions] };
  try {
    return await next(specifier, withSources);
  } catch (error) {
    // Sources import siblings as './x.js'; in the source tree that file is './x.ts'.
    if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js')) {
      return next(specifier.replace(/\.js$/, '.ts'), withSources);
    }
    throw error;
  }
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), { filename, ...swcOptions });
  return { format: 'module', source: code, shortCircuit: true };
}
