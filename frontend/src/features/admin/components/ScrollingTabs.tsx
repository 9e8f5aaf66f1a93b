import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from '../admin.module.css';

export interface ScrollingTab {
  key: string;
  label: string;
  children: ReactNode;
}

const KEYS_THAT_MOVE: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs in one row that scrolls sideways on its own when the tabs do not fit (a phone), every tab in
 * reach by a swipe, a click or the arrow keys: no overflow menu hides some, and nothing moves the row
 * under the pointer (antd's tab bar did both). Only the shown tab's panel is rendered. WAI-ARIA tabs:
 * a tablist of tabs, one tab in the tab order, the arrows, Home and End move between them.
 */
export function ScrollingTabs({
  items,
  label,
  className,
}: {
  items: readonly ScrollingTab[];
  /** The tab list's accessible name. */
  label: string;
  className?: string;
}) {
  const id = useId();
  const [active, setActive] = useState(items[0]?.key);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = items.find((item) => item.key === active) ?? items[0];
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const choose = (index: number) => {
    const tab = tabs.current[index];
    setActive(items[index].key);
    tab?.focus();
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEYS_THAT_MOVE[event.key];
    if (!move) return;
    event.preventDefault();
    choose(move(index, items.length));
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.adminTabRow}>
        {items.map((item, index) => {
          const selected = item.key === shown?.key;
          return (
            <button
              key={item.key}
              ref={(tab) => {
                tabs.current[index] = tab;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.adminTab} ${styles.adminTabActive}` : styles.adminTab}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {shown && (
        <div
          role="tabpanel"
          id={panelId(shown.key)}
          aria-labelledby={tabId(shown.key)}
          className={styles.adminTabPanel}
        >
          {shown.children}
        </div>
      )}
    </div>
  );
}
