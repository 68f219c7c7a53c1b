// Reads the first sheet of an .xlsx workbook for the browser scenarios,
// without a spreadsheet library: a small unzip (stored and deflated entries,
// node:zlib) and the sheet's cells by their style's number format. A cell
// reads as { text } (inline or shared strings), { number }, or, for a
// numeric cell formatted as a date, a time or a duration,
// { date | datetime | duration, serial }.
import { inflateRawSync } from 'node:zlib';

/** The entries of a zip archive, by name. */
export function unzip(buf) {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip archive');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const files = new Map();
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory');
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    files.set(name, method === 0 ? data : inflateRawSync(data));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

const unescapeXml = (s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');

/** The text of the <t> runs of an element. */
const textOf = (xml) => unescapeXml([...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(''));

/** The kind of each cell style: date, datetime, duration or number. */
function styleKinds(stylesXml) {
  const formats = new Map(
    [...stylesXml.matchAll(/<numFmt [^>]*numFmtId="(\d+)"[^>]*formatCode="([^"]*)"/g)].map((m) => [Number(m[1]), unescapeXml(m[2])]),
  );
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
  return [...xfs.matchAll(/<xf [^>]*?numFmtId="(\d+)"/g)].map((m) => {
    const id = Number(m[1]);
    const code = (formats.get(id) ?? '').toLowerCase();
    if (code.includes('[h]') || (id >= 45 && id <= 47)) return 'duration';
    if ((code.includes('h') && code.includes('y')) || id === 22) return 'datetime';
    if (code.includes('y') || (id >= 14 && id <= 17)) return 'date';
    return 'number';
  });
}

/** Column letters to a 0-based index. */
function columnIndex(ref) {
  const letters = /^[A-Z]+/.exec(ref)[0];
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

/** The first sheet's rows, each an array of cells (null where a row has none). */
export function readSheet(buf) {
  const files = unzip(buf);
  const read = (name) => files.get(name)?.toString('utf8') ?? '';
  const kinds = styleKinds(read('xl/styles.xml'));
  const shared = [...read('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]));
  const sheetName = [...files.keys()].filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).sort()[0];
  const rows = [];
  for (const r of read(sheetName).matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
    const row = [];
    for (const c of r[1].matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1];
      const body = c[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const t = /\bt="(\w+)"/.exec(attrs)?.[1];
      const s = Number(/\bs="(\d+)"/.exec(attrs)?.[1] ?? 0);
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let cell;
      if (t === 'inlineStr') cell = { text: textOf(body) };
      else if (t === 's') cell = { text: shared[Number(v)] ?? '' };
      else if (t === 'str' || t === 'b' || t === 'e') cell = { text: unescapeXml(v ?? '') };
      else if (v === undefined) cell = { text: '' };
      else {
        const kind = kinds[s] ?? 'number';
        cell = kind === 'number' ? { number: Number(v) } : { [kind]: true, kind, serial: Number(v) };
      }
      row[ref ? columnIndex(ref) : row.length] = cell;
    }
    rows.push(Array.from(row, (x) => x ?? null));
  }
  return rows;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n) => String(n).padStart(2, '0');

/** A serial's wall clock, to the second (the 1900 date system). */
function wall(serial) {
  const seconds = Math.round(serial * 86_400);
  const d = new Date(Date.UTC(1899, 11, 30) + seconds * 1000);
  return d;
}

/**
 * A cell as the console's report table writes it in English: dates
 * 'dd MMM yyyy', times 'dd MMM yyyy - HH:mm:ss', durations HH:MM:SS,
 * numbers with at most two decimals.
 */
export function consoleText(cell) {
  if (!cell) return '';
  if ('text' in cell) return cell.text;
  if ('number' in cell) return String(Math.round(cell.number * 100) / 100);
  if (cell.kind === 'duration') {
    const s = Math.round(cell.serial * 86_400);
    return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  }
  const d = wall(cell.serial);
  const day = `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  if (cell.kind === 'date') return day;
  return `${day} - ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
