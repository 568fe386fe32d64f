// The browser's decoder for prepare.ts: the picture drawn on an OffscreenCanvas in the reading worker.
import { greyOfRgba, type GreyImage } from './grey-image';

export async function decodeOffscreen(image: Uint8Array): Promise<GreyImage> {
  const bitmap = await createImageBitmap(new Blob([image as BlobPart]));
  try {
    const { width, height } = bitmap;
    const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
    context.drawImage(bitmap, 0, 0);
    return greyOfRgba(context.getImageData(0, 0, width, height).data, width, height);
  } finally {
    bitmap.close();
  }
}
