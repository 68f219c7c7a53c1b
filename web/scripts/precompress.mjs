// Precompresses the build's text assets (docs/console.md#fast-first-load):
// next to every .js, .css, .svg and .json file of dist/ larger than
// 1 KiB it writes FILE.gz (gzip, level 9) and FILE.br (brotli, quality 11),
// unless the compressed form is not smaller. The Go server (web/embed.go)
// answers brotli, else gzip, as the browser's Accept-Encoding allows, with
// Vary: Accept-Encoding. Run after `vite build` (npm run build does).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const compressible = /\.(js|mjs|css|svg|json|txt|map)$/; // index.html is rewritten per load (its nonce)
const minSize = 1024;

function* files(d) {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

let raw = 0;
let gz = 0;
let br = 0;
for (const file of files(dir)) {
  if (!compressible.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < minSize) continue;
  const g = gzipSync(data, { level: 9 });
  const b = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  raw += data.length;
  if (g.length < data.length) {
    writeFileSync(`${file}.gz`, g);
    gz += g.length;
  }
  if (b.length < data.length) {
    writeFileSync(`${file}.br`, b);
    br += b.length;
  }
}
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`precompress: ${kib(raw)} of text assets, ${kib(gz)} gzip, ${kib(br)} brotli`);
