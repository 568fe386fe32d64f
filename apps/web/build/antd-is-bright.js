// Build-time stand-in for antd's `isBright` (antd/es/color-picker/components/ColorPresets.js, antd 6.6).
// Button and Tag styles import only this function, but from a module that also imports Collapse, so every
// page paid for Collapse once any page used ColorPicker. Same logic, without the component imports.
import { Color as RcColor } from '@rc-component/color-picker';

export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
