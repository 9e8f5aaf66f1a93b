import {
  type AdminProgramView,
  PROGRAM_BOOKING_ENDING_LABELS,
  PROGRAM_BOOKING_STATUS_LABELS,
  PROGRAM_PAYMENT_METHOD_LABELS,
  type ProgramRosterEntry,
} from '@sadhana/rules/programs';
import { type CsvColumn, csvFile, csvFileName } from '../../admin/index.js';

const money = (dollars: number) => dollars.toFixed(2);

/** A program's roster as a file: each booking, what it paid and how, where it stands, what was given back. */
const ROSTER_COLUMNS: readonly CsvColumn<ProgramRosterEntry>[] = [
  ['Name', (entry) => entry.name],
  ['Email', (entry) => entry.email],
  ['Status', (entry) => PROGRAM_BOOKING_STATUS_LABELS[entry.status]],
  ['Paid (USD)', (entry) => money(entry.paid)],
  ['Method', (entry) => (entry.method ? PROGRAM_PAYMENT_METHOD_LABELS[entry.method] : '')],
  ['Member price', (entry) => (entry.memberPrice ? 'Yes' : 'No')],
  ['Refund (USD)', (entry) => money(entry.refund)],
  ['Refunded by Stripe (USD)', (entry) => money(entry.refunded)],
  ['Why', (entry) => (entry.ending ? PROGRAM_BOOKING_ENDING_LABELS[entry.ending] : '')],
  ['Note', (entry) => entry.note],
  ['Booked', (entry) => entry.bookedAt],
];

export function rosterCsv(
  program: AdminProgramView,
  entries: readonly ProgramRosterEntry[],
  today: string,
): { name: string; body: string } {
  const slug = program.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return {
    name: csvFileName(`program-${slug || program.id}`, today),
    body: csvFile(ROSTER_COLUMNS, entries),
  };
}
