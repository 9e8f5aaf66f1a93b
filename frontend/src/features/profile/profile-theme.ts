import type { ThemeConfig } from 'antd';

// The profile shows its saved values in disabled fields (they are disabled unless in edit mode).
// antd's disabled text, rgba(0,0,0,.25) on rgba(0,0,0,.04), is about 1.9:1 and fails
// WCAG AA, so on this page disabled inputs and checkboxes use the muted ink of the global palette
// (--ink-muted, about 7:1 on this background). Buttons keep antd's disabled look, so a disabled
// button still reads as unavailable.
const readableDisabled = {
  colorTextDisabled: '#5a5366',
  colorBgContainerDisabled: '#f5f3f7',
};

export const profileTheme: ThemeConfig = {
  components: {
    Input: readableDisabled,
    InputNumber: readableDisabled,
    Checkbox: readableDisabled,
  },
};
