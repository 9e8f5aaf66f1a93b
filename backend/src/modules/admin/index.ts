// The admin context's public face: the studio owner's reads and corrections, and the audit trail.

export { AdminModule } from './admin.module.js';
export { type CsvColumn, csvFile, csvFileName } from './csv-exports/csv-file.js';
