// The app's one spinner. antd's Spin draws its dots and its description in the primary blue whatever lies beneath:
// 1.8:1 on the preview's dark box, so axe failed (color-contrast .ant-spin-description) whenever an audit caught a
// preview still generating. Here the dots and the text take the colour of the text around them — white on the dark
// preview box and its pills, the surface's own text colour on a tinted or white one — so a spinner reads as well as
// the words beside it on every surface. antd also puts a white glow (text-shadow) round the text, which on a dark
// box makes white text blur into grey (axe measured it 4.0:1): none here. Importing Spin from antd anywhere else
// is a lint error (eslint.config.js).
// eslint-disable-next-line no-restricted-imports -- the one place that wraps antd's Spin
import { Spin } from 'antd';

const ON_SURFACE = { section: { color: 'inherit' }, description: { textShadow: 'none' } } as const;

interface SpinnerProps {
  /** Text under the spinner (antd's description). */
  description?: string;
  size?: 'small' | 'default' | 'large';
}

export function Spinner({ description, size }: SpinnerProps) {
  return <Spin size={size} description={description} styles={ON_SURFACE} />;
}
