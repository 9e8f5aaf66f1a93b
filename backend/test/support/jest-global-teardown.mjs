const { stopTestPostgres } = await import('./test-postgres.ts');

export default stopTestPostgres;
