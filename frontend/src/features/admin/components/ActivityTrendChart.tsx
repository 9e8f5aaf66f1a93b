import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatMonthDay } from '../../../lib/eastern-time';
import styles from '../admin.module.css';
import { useActivityTrend } from '../api/get-activity-trend';

const SERIES = [
  { key: 'dau', name: 'DAU', color: '#1d4ed8' },
  { key: 'wau', name: 'WAU', color: '#047857' },
  { key: 'mau', name: 'MAU', color: '#b45309' },
  { key: 'activeMembers', name: 'Active members', color: '#7e22ce' },
] as const;

/** DAU, WAU, MAU and active members for the 90 Eastern days ending `to` (default today). */
export function ActivityTrendChart({ to }: { to: string | undefined }) {
  const trend = useActivityTrend(to);
  if (trend.isPending) return <p>Loading chart...</p>;
  if (trend.isError) return <p role="alert">Could not load the activity trend.</p>;
  const last = trend.data[trend.data.length - 1];
  return (
    <figure className={styles.adminTrendFigure} data-testid="activity-trend">
      <ResponsiveContainer width="100%" height={260}>
        {/* The y axis as wide as its longest label ("2,200" whole, not "200"), room on the right for
            the last date's label: no label is cut at its box's edge. */}
        <LineChart data={trend.data} margin={{ top: 8, right: 28, bottom: 8, left: 8 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={formatMonthDay} minTickGap={32} interval="preserveStartEnd" />
          <YAxis
            allowDecimals={false}
            width="auto"
            tickFormatter={(n: number) => n.toLocaleString('en-US')}
          />
          <Tooltip labelFormatter={(date) => formatDate(String(date))} />
          {/* In the series' order (DAU, WAU, MAU, Active members), not sorted by name. */}
          <Legend itemSorter={null} />
          {SERIES.map((s) => (
            <Line
              key={s.key}
              // Straight segments: a smoothed curve overshoots, so WAU seemed to rise above MAU.
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              dot={false}
              strokeWidth={2}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
      {last && (
        <figcaption>
          On {formatDate(last.date)}: DAU {last.dau}, WAU {last.wau}, MAU {last.mau}, active members{' '}
          {last.activeMembers}.
        </figcaption>
      )}
    </figure>
  );
}
