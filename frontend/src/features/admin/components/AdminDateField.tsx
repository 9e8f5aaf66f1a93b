import { Input } from 'antd';
import styles from '../admin.module.css';

interface AdminDateFieldProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  /** The date typed or picked ('' when the box is cleared). */
  onChange: (value: string) => void;
}

/** A labelled date box beside the admin's lists (stats as of, history from and to). */
export function AdminDateField({ id, label, value, min, max, onChange }: AdminDateFieldProps) {
  return (
    <span className={styles.adminAsOf}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
