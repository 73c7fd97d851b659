import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader to check Chromium's print output (page.pdf()) without a system
 * package: the page count, and how much of the page is painted in dark filled shapes. Chromium
 * (Skia) writes plain page objects and Flate-compressed content streams; text is drawn with text
 * operators, so filled shapes are backgrounds, borders, rules and bullets.
 */

export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function luminance([r, g, b]: number[]): number {
  const channel = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not Flate (an image or a font): no drawing operators in it.
    }
    pattern.lastIndex = end + 'endstream'.length;
  }
  return streams;
}

/**
 * The largest area filled with a dark colour (relative luminance below 0.2), as a fraction of one
 * A4 page, measured as the bounding box of each filled path in page space.
 */
export function largestDarkFill(pdf: Buffer, pageArea = 595 * 842): number {
  let largest = 0;
  for (const stream of contentStreams(pdf)) {
    const stack: { ctm: Matrix; fill: number[] }[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    let fill = [0, 0, 0];
    let points: [number, number][] = [];
    const operands: number[] = [];
    const add = (x: number, y: number) => points.push([ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]]);
    for (const token of stream.split(/\s+/)) {
      if (token === '') continue;
      const number = Number(token);
      if (!Number.isNaN(number)) {
        operands.push(number);
        continue;
      }
      const args = operands.splice(0);
      switch (token) {
        case 'q':
          stack.push({ ctm, fill });
          break;
        case 'Q':
          ({ ctm, fill } = stack.pop() ?? { ctm, fill });
          break;
        case 'cm':
          if (args.length === 6) ctm = multiply(args as Matrix, ctm);
          break;
        case 'rg':
          fill = args.slice(-3);
          break;
        case 'g':
          fill = [args[0] ?? 0, args[0] ?? 0, args[0] ?? 0];
          break;
        case 're': {
          const [x = 0, y = 0, w = 0, h = 0] = args;
          add(x, y);
          add(x + w, y + h);
          break;
        }
        case 'm':
        case 'l':
          add(args[0] ?? 0, args[1] ?? 0);
          break;
        case 'c':
          for (let i = 0; i + 1 < args.length; i += 2) add(args[i] ?? 0, args[i + 1] ?? 0);
          break;
        case 'f':
        case 'f*':
        case 'F':
        case 'b':
        case 'B':
        case 'b*':
        case 'B*':
          if (points.length > 0 && luminance(fill) < 0.2) {
            const xs = points.map(([x]) => x);
            const ys = points.map(([, y]) => y);
            const area = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
            largest = Math.max(largest, area / pageArea);
          }
          points = [];
          break;
        case 'n':
        case 'S':
        case 's':
          points = [];
          break;
        default:
          break;
      }
    }
  }
  return largest;
}
