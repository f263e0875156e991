/**
 * A small PDF writer for the terms documents the bank serves: the terms HTML (h2, h3, p, ol, ul, li with
 * strong and em inside) laid out on A4 pages in the standard Helvetica fonts, with a page footer. Plain
 * PDF 1.4, no compression, nothing but strings and bytes, so it runs wherever the bank's core runs; the
 * same input always gives the same bytes.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const FOOTER_Y = 32;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** Helvetica advance widths (1/1000 em) of the printable ASCII characters 32 to 126 (the AFM's). */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Helvetica-Bold runs wider than the regular face; this keeps bold lines inside the margin. */
const BOLD_FACTOR = 1.12;

/** Characters outside Latin-1 that WinAnsiEncoding still has, by their code there. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
};

type Style = 'title' | 'heading' | 'body' | 'item';

interface Block {
  style: Style;
  text: string;
  /** '1.' or '•' before a list item. */
  marker?: string;
}

const STYLE: Record<Style, { size: number; bold: boolean; before: number; after: number; indent: number }> = {
  title: { size: 16, bold: true, before: 0, after: 10, indent: 0 },
  heading: { size: 12, bold: true, before: 10, after: 4, indent: 0 },
  body: { size: 10.5, bold: false, before: 0, after: 6, indent: 0 },
  item: { size: 10.5, bold: false, before: 0, after: 3, indent: 18 },
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

const inline = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The blocks of the terms HTML, in order. */
export function blocksOf(html: string): Block[] {
  const blocks: Block[] = [];
  for (const match of html.matchAll(/<(h2|h3|p|ol|ul)>([\s\S]*?)<\/\1>/g)) {
    const [, tag, inner] = match as unknown as [string, string, string];
    if (tag === 'ol' || tag === 'ul') {
      let n = 0;
      for (const item of inner.matchAll(/<li>([\s\S]*?)<\/li>/g)) {
        n += 1;
        blocks.push({ style: 'item', text: inline(item[1]!), marker: tag === 'ol' ? `${n}.` : '•' });
      }
    } else {
      blocks.push({ style: tag === 'h2' ? 'title' : tag === 'h3' ? 'heading' : 'body', text: inline(inner) });
    }
  }
  return blocks;
}

function charWidth(char: string): number {
  const code = char.charCodeAt(0);
  return code >= 32 && code <= 126 ? HELVETICA_WIDTHS[code - 32]! : 556;
}

export function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return (units * size * (bold ? BOLD_FACTOR : 1)) / 1000;
}

/** Words laid into lines no wider than `width` (a word longer than a line is cut). */
export function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, bold) > width) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, bold) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string of WinAnsi bytes (one char per byte). */
function pdfString(text: string): string {
  let bytes = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const mapped = code < 256 && char.length === 1 ? code : (WIN_ANSI_EXTRA[char] ?? 0x3f);
    bytes += String.fromCharCode(mapped);
  }
  return '(' + bytes.replace(/[\\()]/g, (c) => '\\' + c) + ')';
}

interface PlacedLine {
  x: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
}

/** The blocks placed on pages, top to bottom. */
function layout(blocks: Block[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  const bottom = MARGIN + 12;
  for (const block of blocks) {
    const style = STYLE[block.style];
    const leading = style.size * 1.45;
    const x = MARGIN + style.indent;
    const lines = wrap(block.text, style.size, style.bold, TEXT_WIDTH - style.indent);
    // A heading never ends a page (it moves down with the two lines after it), and a short paragraph is
    // never split.
    const keep = block.style === 'heading' ? 3 : lines.length <= 3 ? lines.length : 1;
    y -= pages.at(-1)!.length ? style.before : 0;
    if (y - keep * leading < bottom) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    lines.forEach((text, index) => {
      if (y - leading < bottom) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      if (index === 0 && block.marker) {
        pages.at(-1)!.push({ x: MARGIN + 4, y, size: style.size, bold: false, text: block.marker });
      }
      pages.at(-1)!.push({ x, y, size: style.size, bold: style.bold, text });
    });
    y -= style.after;
  }
  return pages;
}

const num = (n: number) => String(Math.round(n * 100) / 100);

export interface PdfInput {
  title: string;
  html: string;
  /** The footer of each page, e.g. (1, 3) => 'Halaman 1 dari 3'. */
  footer: (page: number, pages: number) => string;
}

/** The document as PDF bytes. */
export function pdfOf({ title, html, footer }: PdfInput): Uint8Array {
  const pages = layout(blocksOf(html));
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  // Page objects come after the fonts and the info: page i is object 6 + 2i, its content 7 + 2i.
  const kids = pages.map((_, i) => `${6 + 2 * i} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${pdfString(title)} /Producer (Fake bank) >>`);
  pages.forEach((lines, i) => {
    const ops = lines.map(
      (l) =>
        `BT /${l.bold ? 'F2' : 'F1'} ${num(l.size)} Tf ${num(l.x)} ${num(l.y)} Td ${pdfString(l.text)} Tj ET`,
    );
    const foot = footer(i + 1, pages.length);
    const footX = (PAGE_WIDTH - textWidth(foot, 9, false)) / 2;
    ops.push(`0.4 g BT /F1 9 Tf ${num(footX)} ${FOOTER_Y} Td ${pdfString(foot)} Tj ET`);
    const stream = ops.join('\n');
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + 2 * i} 0 R >>`,
    );
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}
