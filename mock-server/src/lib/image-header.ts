/**
 * An avatar upload's limits, checked on its file header (@cv/contract/image-header: the size and bit depth without
 * decoding any pixels) before anything decodes it.
 */
import { readImageHeader } from '@cv/contract/image-header';

/** The largest avatar accepted, in pixels per side, and the deepest channel. */
export const AVATAR_MAX_SIDE = 4096;
export const AVATAR_MAX_BIT_DEPTH = 8;

/** Why an avatar is refused (a message naming the limit), or null when its header is within the limits. */
export function avatarHeaderProblem(b: Buffer): string | null {
  const h = readImageHeader(b);
  if (!h) return '参数错误：无法读取图片尺寸，文件头不完整或已损坏';
  if (h.width > AVATAR_MAX_SIDE || h.height > AVATAR_MAX_SIDE) {
    return `参数错误：头像尺寸不能超过 ${AVATAR_MAX_SIDE}×${AVATAR_MAX_SIDE} 像素（此图 ${h.width}×${h.height}）`;
  }
  if (h.bitDepth > AVATAR_MAX_BIT_DEPTH) {
    return `参数错误：头像色深不能超过 ${AVATAR_MAX_BIT_DEPTH} 位（此图 ${h.bitDepth} 位），请导出为 8 位 PNG 或 JPEG`;
  }
  return null;
}
