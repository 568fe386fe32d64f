// A canvas to draw a picture on and encode it (the avatar's JPEG, the 长图's PNG): white where nothing is drawn, since
// a JPEG has no transparency (a transparent PNG would turn black) and a long image is read on white.

/** A canvas of this size painted white; null when the browser gives no 2D context. */
export function whiteCanvas(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  return { canvas, context };
}

/** The canvas encoded as `type` (quality 0..1 for JPEG); null when the browser cannot encode it. */
export const canvasBlob = (canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));
