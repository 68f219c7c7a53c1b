/**
 * The console's CSP allows a few library <style> elements by hash
 * (web/csp-hashes.json, read by the Go server). Each hash is recomputed
 * here from the installed library: an upgrade that changes the style fails
 * this test until the hash is updated.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Tests run in web/ (vitest's root).
const web = process.cwd();

const hashes = JSON.parse(readFileSync(join(web, 'csp-hashes.json'), 'utf8')) as {
  style: Record<string, string>;
};

/** The module's default export: the style text the library renders. */
async function styleOf(module: string): Promise<unknown> {
  const url = pathToFileURL(join(web, 'node_modules', module)).href;
  return ((await import(/* @vite-ignore */ url)) as { default: unknown }).default;
}

describe('CSP style hashes', () => {
  it.each(Object.entries(hashes.style))('%s is allowed by its current hash', async (module, hash) => {
    const css = await styleOf(module);
    expect(css, `no source loaded for ${module}`).toBeTypeOf('string');
    expect(
      `sha256-${createHash('sha256')
        .update(css as string)
        .digest('base64')}`,
    ).toBe(hash);
  });
});
