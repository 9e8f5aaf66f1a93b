import { Provider as MotionProvider } from '@rc-component/motion';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { ForgetEndedSession } from './ForgetEndedSession';
import { theme } from './theme';
import { UnauthorizedWatcher } from './UnauthorizedWatcher';

// Below the sticky 64 px top bar, so a toast never covers the navigation.
const NOTIFICATION_CONFIG = { maxCount: 1, duration: 5, placement: 'topRight', top: 80 } as const;
const TOOLTIP_CONFIG = { mouseEnterDelay: 0.7 } as const;
const NO_WAVE = { disabled: true } as const;

/**
 * antd, its theme, motion (none for a visitor who prefers reduced motion), notification and
 * tooltip defaults for every screen except the landing page. A layout route loaded lazily: the landing page is plain markup and CSS, so visitors do not
 * download the component library before the first paint.
 */
export function AntdRouteProviders() {
  const reduceMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={theme} tooltip={TOOLTIP_CONFIG} wave={reduceMotion ? NO_WAVE : undefined}>
      {/* Dialogs, lists and toasts appear at once, and buttons do not ripple, for a visitor who
          asked for less motion. Not through the theme's motion token: that would change antd's
          style hashes and, as its ConfigProvider wraps a provider only once motion differs,
          remount the prerendered page once hydrated. */}
      <MotionProvider motion={!reduceMotion}>
        <AntdApp notification={NOTIFICATION_CONFIG} component={false}>
          <UnauthorizedWatcher />
          <ForgetEndedSession />
          <Outlet />
        </AntdApp>
      </MotionProvider>
    </ConfigProvider>
  );
}
