// Generates src/types/api.d.ts from ../openapi.json (the server's OpenAPI
// document, kept current by a Go test). With --check it fails when the
// committed types differ from what the document gives.
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const doc = new URL('../openapi.json', import.meta.url);
const out = new URL('../src/types/api.d.ts', import.meta.url);
const header = '// Generated from web/openapi.json by `npm run gen:api`. Do not edit.\n';
const ast = await openapiTS(JSON.parse(readFileSync(doc, 'utf8')));
const text = header + astToString(ast);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(out, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (current !== text) {
    console.error('src/types/api.d.ts is stale: run `npm run gen:api`');
    process.exit(1);
  }
  console.log('API types are current');
} else {
  writeFileSync(out, text);
  console.log('wrote src/types/api.d.ts');
}
