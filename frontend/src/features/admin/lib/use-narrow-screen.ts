import { Grid } from 'antd';

/** Below antd's md breakpoint (768 px) the admin lists are cards: a phone has no room for a wide table. */
export function useNarrowScreen(): boolean {
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is undefined: a table, as on the desktop.
  return screens.md === false;
}
