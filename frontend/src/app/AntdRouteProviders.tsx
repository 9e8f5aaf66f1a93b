import { App as AntdApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { ForgetEndedSession } from './ForgetEndedSession';
import { theme } from './theme';
import { UnauthorizedWatcher } from './UnauthorizedWatcher';

// Below the sticky 64 px top bar, so a toast never covers the navigation.
const NOTIFICATION_CONFIG = { maxCount: 1, duration: 5, placement: 'topRight', top: 80 } as const;
const TOOLTIP_CONFIG = { mouseEnterDelay: 0.7 } as const;

/**
 * antd, its theme, notification and tooltip defaults for every screen except the landing page.
 * A layout route loaded lazily: the landing page is plain markup and CSS, so visitors do not
 * download the component library before the first paint.
 */
export function AntdRouteProviders() {
  return (
    <ConfigProvider theme={theme} tooltip={TOOLTIP_CONFIG}>
      <AntdApp notification={NOTIFICATION_CONFIG} component={false}>
        <UnauthorizedWatcher />
        <ForgetEndedSession />
        <Outlet />
      </AntdApp>
    </ConfigProvider>
  );
}
