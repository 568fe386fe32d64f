// Where a page draws text with a stroke around its fill (text rendering mode 1 or 2): how LibreOffice and Word make
// bold of a font that has no bold face (宋体, WenQuanYi Micro Hei: `2 Tr` and a line width), which the font's name
// cannot tell. pdf.js's text content leaves the rendering mode out, so the operator list is walked with the text state
// the PDF's operators keep (the graphics state's matrix and mode, the text matrices) and each stroked run's start is
// kept, in the same space as a text item's transform.
import type * as PdfJs from 'pdfjs-dist';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** Six numbers, as pdf.js hands a matrix over: an array, or a Float32Array (a form's, a text matrix's). */
function matrix(value: unknown): Matrix | null {
  const numbers = ArrayBuffer.isView(value) ? Array.from(value as Float32Array) : value;
  return Array.isArray(numbers) && numbers.length === 6 && numbers.every((v) => typeof v === 'number')
    ? (numbers as Matrix)
    : null;
}

export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

/** The starts (x, y in the page's user space) of the runs drawn in rendering mode 1 or 2. */
export function strokedRunStarts(
  ops: OperatorList,
  { OPS, Util }: Pick<typeof PdfJs, 'OPS' | 'Util'>,
): { x: number; y: number }[] {
  // Most pages never set a rendering mode: nothing to walk.
  if (!ops.fnArray.includes(OPS.setTextRenderingMode)) return [];
  /** m applied first, then n: pdf.js's Util.transform takes them the other way round. */
  const times = (m: Matrix, n: Matrix) => Util.transform(n, m) as Matrix;
  const starts: { x: number; y: number }[] = [];
  let ctm = IDENTITY;
  let mode = 0;
  const saved: { ctm: Matrix; mode: number }[] = [];
  let lineMatrix = IDENTITY;
  // Where the next run starts is known only right after the text is positioned: a run moves it by its own width.
  let at: Matrix | null = IDENTITY;
  let leading = 0;
  const moveTo = (x: number, y: number) => {
    lineMatrix = times([1, 0, 0, 1, x, y], lineMatrix);
    at = lineMatrix;
  };
  const shown = () => {
    if (at && (mode === 1 || mode === 2)) {
      const m = times(at, ctm);
      starts.push({ x: m[4], y: m[5] });
    }
    at = null;
  };
  for (let i = 0; i < ops.fnArray.length; i++) {
    const args = (ops.argsArray[i] ?? []) as unknown[];
    switch (ops.fnArray[i]) {
      case OPS.save:
        saved.push({ ctm, mode });
        break;
      case OPS.restore:
        ({ ctm, mode } = saved.pop() ?? { ctm, mode });
        break;
      case OPS.transform:
        ctm = times(matrix(args) ?? IDENTITY, ctm);
        break;
      case OPS.paintFormXObjectBegin:
        saved.push({ ctm, mode });
        ctm = times(matrix(args[0]) ?? IDENTITY, ctm);
        break;
      case OPS.paintFormXObjectEnd:
        ({ ctm, mode } = saved.pop() ?? { ctm, mode });
        break;
      case OPS.setTextRenderingMode:
        mode = Number(args[0]) || 0;
        break;
      case OPS.beginText:
        lineMatrix = at = IDENTITY;
        break;
      case OPS.setTextMatrix:
        // pdf.js passes the six numbers as one Float32Array.
        lineMatrix = at = matrix(args[0]) ?? matrix(args) ?? IDENTITY;
        break;
      case OPS.setLeading:
        leading = Number(args[0]) || 0;
        break;
      case OPS.moveText:
        moveTo(Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case OPS.setLeadingMoveText:
        leading = -(Number(args[1]) || 0);
        moveTo(Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case OPS.nextLine:
        moveTo(0, -leading);
        break;
      case OPS.nextLineShowText:
      case OPS.nextLineSetSpacingShowText:
        moveTo(0, -leading);
        shown();
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        shown();
        break;
    }
  }
  return starts;
}
