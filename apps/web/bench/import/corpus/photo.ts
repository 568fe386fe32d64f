// A photo of a printed resume, as a phone takes one of a sheet on a desk: the page's picture turned by a few degrees,
// whole, on a light grey desk, saved as a JPEG (quality 80). For the harness's producer 'photo'.
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Slants the producer uses, in turn: both ways, from barely to plainly crooked. */
export const PHOTO_SLANTS = [2.5, -3.5, 1.5, -5];

export async function slantedPhoto(picture: Buffer, degrees: number): Promise<Buffer> {
  const image = await loadImage(picture);
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.abs(Math.sin(a))];
  const canvas = createCanvas(
    Math.ceil(image.width * cos + image.height * sin),
    Math.ceil(image.width * sin + image.height * cos),
  );
  const g = canvas.getContext('2d');
  g.fillStyle = '#d9d6cf';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.translate(canvas.width / 2, canvas.height / 2);
  g.rotate(a);
  g.drawImage(image, -image.width / 2, -image.height / 2);
  return canvas.toBuffer('image/jpeg', 80);
}
