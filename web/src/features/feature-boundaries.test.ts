/**
 * The console's layers (docs/console.md, "Code layout"): a feature imports
 * only itself and the shared code (src/components, src/lib, src/types,
 * src/locales); the shared code imports no feature; only src/app puts the
 * features together (routes, layout). What two features both need moves to
 * src/components or src/lib. This test reads every source file's imports
 * (static, dynamic, vi.mock) by alias and by relative path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// Tests run in web/ (vitest's root).
const src = join(process.cwd(), 'src');

const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'))
  .map((f) => f.split(sep).join('/'));

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

/** The src-relative path an import names ('' for a package). */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.'))
    return relative(src, resolve(src, dirname(file), specifier))
      .split(sep)
      .join('/');
  return '';
}

/** The feature a src-relative path belongs to, if any. */
function featureOf(path: string): string | undefined {
  const m = /^features\/([^/]+)\//.exec(path);
  return m?.[1];
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].map((m) => target(file, m[1])).filter(Boolean);
}

const SHARED = ['components/', 'lib/', 'types/', 'locales/', 'test/'];

describe('the feature boundaries', () => {
  it('finds the sources and their imports', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(importsOf('features/reports/routes/report.tsx')).toContain('lib/sites');
    expect(target('features/a/b/c.ts', '../../x/y')).toBe('features/x/y');
  });

  it('a feature imports no other feature', () => {
    const found = sources.flatMap((file) => {
      const own = featureOf(file);
      if (!own) return [];
      return importsOf(file)
        .filter((path) => {
          const other = featureOf(path);
          return other !== undefined && other !== own;
        })
        .map((path) => `${file} imports ${path}`);
    });
    expect(found, 'move what both features need to src/components or src/lib').toEqual([]);
  });

  it('the shared code imports no feature', () => {
    const found = sources
      .filter((file) => SHARED.some((dir) => file.startsWith(dir)))
      .flatMap((file) =>
        importsOf(file)
          .filter((path) => featureOf(path) !== undefined)
          .map((path) => `${file} imports ${path}`),
      );
    expect(found).toEqual([]);
  });
});
