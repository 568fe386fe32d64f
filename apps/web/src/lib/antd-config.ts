// antd's configuration, shared by AntdRoot (components/antd-root.tsx) and the build step that pre-generates
// antd's styles (build/antd-styles.tsx): the style cache only matches when both use the very same theme and props.
import type { ConfigProviderProps } from 'antd';

export const PRIMARY_COLOR = '#1557d0';
/** Secondary text, descriptions and placeholders: antd's 45% black is 3.5:1 on white; 58% is 5.3:1. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.58)';

/**
 * The primary blue is darker than antd's #1677ff (4.1:1 with white text): #1557d0 gives 6.35:1 on white, 5.9:1 on
 * the page background, so primary buttons, links and active states pass WCAG AA (4.5:1).
 */
export const THEME: ConfigProviderProps['theme'] = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    borderRadius: 8,
  },
  // One name for antd's CSS variables in every AntdRoot (each route and the header's dialog have their own): by
  // default each ConfigProvider takes a new one from useId, which the pre-generated styles could not match.
  cssVar: { key: 'css-var-app' },
  // An empty table's 暂无数据 is drawn in the disabled color (25% black): not a disabled control, so readable.
  components: { Table: { colorTextDisabled: SECONDARY_TEXT } },
};

/** No auto space in two-character button labels. */
export const BUTTON_CONFIG: ConfigProviderProps['button'] = { autoInsertSpace: false };
