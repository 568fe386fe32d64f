// WeChat's in-app browser (user agent MicroMessenger) ignores <a download> and blob downloads: files have to be
// opened in the system browser. Chinese sites explain that and offer to copy the link; so do we.
import { createElement } from 'react';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';

export const isWeChat = () => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older WebViews: a selected textarea and execCommand.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Explains how to download inside WeChat and offers to copy the file's link (absolute URL). */
export function showWeChatDownload(
  modal: Pick<ModalStaticFunctions, 'confirm'>,
  url: string,
  name: string,
  onCopied: (ok: boolean) => void,
) {
  modal.confirm({
    title: '请在浏览器中下载',
    icon: null,
    content: createElement(
      'div',
      { 'data-testid': 'wechat-download' },
      createElement('p', null, `微信内不能直接下载文件。点右上角「···」，选择「在浏览器打开」，即可下载「${name}」。`),
      createElement('p', null, '也可以复制下载链接，粘贴到手机浏览器中打开（链接有效期有限）：'),
      createElement('p', { style: { wordBreak: 'break-all', fontSize: 12 } }, url),
    ),
    okText: '复制链接',
    cancelText: '关闭',
    onOk: async () => onCopied(await copy(url)),
  });
}

/**
 * A phone (narrow screen or touch, or WeChat itself): a QR code shown on it cannot be scanned by it, so login and
 * payment also offer a link to the confirm page on the same device (what WeChat's in-app authorisation does).
 */
export const isPhone = () =>
  isWeChat() ||
  (typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(max-width: 640px), (pointer: coarse)').matches);
