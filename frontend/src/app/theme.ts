import type { ThemeConfig } from 'antd';

// Pre-dawn indigo with a saffron sunrise. Saffron is only used behind dark text or as
// decoration: as a text colour on cream it would fail WCAG AA contrast.
export const palette = {
  indigo: '#2b2760',
  indigoDeep: '#1d1a45',
  saffron: '#f0a04b',
  saffronText: '#9a4a0b',
  cream: '#fbf6ee',
  ink: '#2a2533',
  inkMuted: '#5a5366',
  // antd's red (#ff4d4f) is 3.26:1 on white: as the text of a danger button (Cancel Subscription,
  // Turn Off) it fails WCAG AA. This one is 6.6:1 on white (6.1:1 on cream), and the hover shade
  // antd derives from it, #c24638, still 5.0:1.
  danger: '#b42318',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.indigo,
    colorLink: palette.indigo,
    colorText: palette.ink,
    colorTextSecondary: palette.inkMuted,
    colorError: palette.danger,
    colorBgLayout: palette.cream,
    borderRadius: 10,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 16,
  },
  components: {
    Button: { fontWeight: 600 },
  },
};
