// Pre-generates antd's CSS-in-JS styles at build time (issue 13, performance on slow phones).
//
// antd 6 writes each component's stylesheet at run time, the first time the component renders: on a slow phone
// that is a third of the first render's main-thread time (token maths, CSS serialisation, hashing, <style>
// injection). This script renders the components the SPA uses with the SPA's own ConfigProvider (same theme, same
// antd version, so the same style hashes) into a style cache and prints the cache as one CSS file, ending with
// antd's cache-path rule. When that file is loaded before the first render, antd finds each style's path in it
// and neither generates nor injects it; a style the file lacks is generated at run time as before (nothing breaks
// when a component is missing here, it only costs its usual time).
//
//   node --import tsx apps/web/build/antd-styles.tsx > antd.css      (vite.config.ts runs it on every build)
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  ConfigProvider,
  Dropdown,
  Empty,
  Modal,
  Result,
  Segmented,
  Skeleton,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { BUTTON_CONFIG, THEME } from '../src/lib/antd-config.ts';

// The components of the layout, the login dialog and the routes Lighthouse measures (home, templates, my resumes),
// plus small shared ones. The editor's form controls (Form, Input, DatePicker, Select, grid...) are left to run
// time: they would double the file for routes that load them anyway after a click.
const samples: ReactNode[] = [
  h(Button, { key: 1 }, 'b'),
  h(Button, { key: 2, type: 'primary', size: 'large', icon: h('span') }, 'b'),
  h(Button, { key: 3, type: 'link', danger: true, loading: true }, 'b'),
  h(Space, { key: 4 }, 's'),
  h(Tooltip, { key: 5, title: 't', open: true }, h('span', null, 't')),
  h(Tag, { key: 6, color: 'blue' }, 't'),
  h(Spin, { key: 7 }),
  h(Skeleton, { key: 8, active: true, avatar: true }),
  h(Skeleton.Button, { key: 9 }),
  h(Skeleton.Image, { key: 10 }),
  h(Result, { key: 11, status: 'success', title: 't' }),
  h(Empty, { key: 12 }),
  h(Empty, { key: 13, image: Empty.PRESENTED_IMAGE_SIMPLE }),
  h(Typography.Title, { key: 14 }, 't'),
  h(Typography.Text, { key: 15, type: 'secondary' }, 't'),
  h(Typography.Paragraph, { key: 16 }, 't'),
  h(Modal, { key: 18, open: true, title: 't' }, 'm'),
  h(Dropdown, { key: 19, menu: { items: [{ key: 'a', label: 'a' }] }, open: true }, h('span', null, 'd')),
  h(Avatar, { key: 20 }, 'a'),
  h(Segmented, { key: 21, options: ['a', 'b'] }),
  h(Badge, { key: 22, count: 1 }),
  h(Alert, { key: 23, title: 'a', type: 'info' }),
];

const cache = createCache();
renderToString(
  h(
    StyleProvider,
    { cache },
    h(ConfigProvider, { locale: zhCN, button: BUTTON_CONFIG, theme: THEME }, h(App, null, samples)),
  ),
);
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
