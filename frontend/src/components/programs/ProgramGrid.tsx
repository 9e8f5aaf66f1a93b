import type { ReactNode } from 'react';
import styles from './ProgramGrid.module.css';

/** Programs' cards in a grid: one column on a phone, two from 640 px, three from 1000 px. */
export function ProgramGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.programGrid}>{children}</ul>;
}
