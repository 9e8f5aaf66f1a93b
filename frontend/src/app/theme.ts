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
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.indigo,
    colorLink: palette.indigo,
    colorText: palette.ink,
    colorTextSecondary: palette.inkMuted,
    // antd's default red (#ff4d4f) fails WCAG AA as the text of a danger button on white.
    colorError: '#b42318',
    colorBgLayout: palette.cream,
    borderRadius: 10,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 16,
  },
  components: {
    Button: { fontWeight: 600 },
    Collapse: { headerBg: '#ffffff' },
  },
};
