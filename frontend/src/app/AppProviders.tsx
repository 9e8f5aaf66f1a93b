import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

const NOTIFICATION_CONFIG = { maxCount: 1, duration: 5, placement: 'topRight' } as const;
const TOOLTIP_CONFIG = { mouseEnterDelay: 0.7 } as const;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider theme={theme} tooltip={TOOLTIP_CONFIG}>
      <AntdApp notification={NOTIFICATION_CONFIG} component={false}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>{children}</BrowserRouter>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
