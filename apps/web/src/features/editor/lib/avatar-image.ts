// Phone photos into avatars (issue 27): any photo the browser can decode (JPEG, PNG, WebP, HEIC where supported, up
// to 20 MB) is read once, scaled to a working size, cropped by the user and re-encoded as a JPEG far below the
// server's limit (AVATAR_MAX_BYTES). Every refusal is a sentence the user can act on.
import { AVATAR_MAX_BYTES } from '@cv/contract/constants';
import { canvasBlob, whiteCanvas } from '@/lib/canvas';

/** The largest photo accepted for cropping (a 50 MP camera JPEG is about 15 to 20 MB). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** The longest side of the picture the crop dialog works on: enough for any avatar, light on a phone's memory. */
const WORK_MAX_SIDE = 2048;
/** The longest side of the uploaded avatar (the PDF draws it at about 100 x 125 pt: 800 px is 4x that). */
const OUTPUT_MAX_SIDE = 800;

export class PhotoError extends Error {}

const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const isHeic = (file: File) => /image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** Why a file cannot even be tried, or null. */
export function photoProblem(file: File): string | null {
  if (file.size === 0) return '这是一个空文件，请重新选择照片';
  if (!file.type.startsWith('image/') && !isHeic(file))
    return '请选择照片：支持 JPEG、PNG、WebP，以及浏览器能打开的 HEIC';
  if (file.size > PHOTO_MAX_BYTES) return `照片不能超过 20 MB（这张 ${MB(file.size)} MB）`;
  return null;
}

export interface Photo {
  /** The photo upright (EXIF orientation applied), at most WORK_MAX_SIDE on its longest side. */
  bitmap: ImageBitmap;
  /** An object URL of the same pixels, for the crop dialog (revoke with closePhoto). */
  url: string;
}

const CANNOT_PROCESS = '浏览器无法处理这张照片，请换一张试试';

async function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  const blob = await canvasBlob(canvas, type, quality);
  if (!blob) throw new PhotoError(CANNOT_PROCESS);
  return blob;
}

/** A white canvas (lib/canvas.ts): a transparent PNG becomes a JPEG on white, not on black. */
function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const drawn = whiteCanvas(width, height);
  if (!drawn) throw new PhotoError(CANNOT_PROCESS);
  return drawn;
}

/** Decodes the photo (upright) and scales it to the working size; a PhotoError says why it cannot be read. */
export async function readPhoto(file: File): Promise<Photo> {
  let full: ImageBitmap;
  try {
    full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError(
      isHeic(file)
        ? '这个浏览器打不开 HEIC 照片：请在手机相机设置中选择「兼容性最佳」，或先转成 JPEG 再上传'
        : '无法读取这张图片：文件已损坏，或它并不是真正的 JPEG、PNG 或 WebP 图片',
    );
  }
  const scale = Math.min(1, WORK_MAX_SIDE / Math.max(full.width, full.height));
  let bitmap = full;
  if (scale < 1) {
    bitmap = await createImageBitmap(full, {
      resizeWidth: Math.round(full.width * scale),
      resizeHeight: Math.round(full.height * scale),
      resizeQuality: 'high',
    });
    full.close();
  }
  const { canvas, context } = canvasOf(bitmap.width, bitmap.height);
  context.drawImage(bitmap, 0, 0);
  const url = URL.createObjectURL(await toBlob(canvas, 'image/jpeg', 0.92));
  return { bitmap, url };
}

export function closePhoto(photo: Photo): void {
  photo.bitmap.close();
  URL.revokeObjectURL(photo.url);
}

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The chosen area as a JPEG file under the server's limit (lower quality, then smaller, until it fits). */
export async function cropToAvatar(photo: Photo, area: CropArea): Promise<File> {
  const scale = Math.min(1, OUTPUT_MAX_SIDE / Math.max(area.width, area.height));
  for (const [sizeFactor, quality] of [
    [1, 0.9],
    [1, 0.8],
    [0.75, 0.75],
    [0.5, 0.7],
  ] as const) {
    const width = Math.max(1, Math.round(area.width * scale * sizeFactor));
    const height = Math.max(1, Math.round(area.height * scale * sizeFactor));
    const { canvas, context } = canvasOf(width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(photo.bitmap, area.x, area.y, area.width, area.height, 0, 0, width, height);
    const blob = await toBlob(canvas, 'image/jpeg', quality);
    if (blob.size <= AVATAR_MAX_BYTES) return new File([blob], 'avatar.jpg', { type: 'image/jpeg' });
  }
  throw new PhotoError(`照片压缩后仍超过 ${AVATAR_MAX_BYTES / 1024 / 1024} MB，请换一张照片`);
}
