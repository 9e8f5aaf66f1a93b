// Jest loads global setup outside its module registry, so our TypeScript is loaded through swc hooks.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
const { startTestPostgres } = await import('./test-postgres.ts');

export default startTestPostgres;
