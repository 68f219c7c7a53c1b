import { createStyleCache, NONCE_PLACEHOLDER, readCspNonce } from '@/lib/csp-nonce';

function pageWith(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}

afterEach(() => {
  for (const m of document.head.querySelectorAll('meta[property="csp-nonce"]')) m.remove();
});

describe('the CSP nonce', () => {
  it('is read from the csp-nonce meta tag', () => {
    expect(readCspNonce(pageWith('<meta property="csp-nonce" nonce="r4nd0m+/=" />'))).toBe('r4nd0m+/=');
  });

  it('is read from the DOM property when the browser has hidden the attribute', () => {
    // As a browser leaves it: the attribute emptied, the nonce kept in the property.
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', '');
    Object.defineProperty(meta, 'nonce', { value: 'from-the-property' });
    document.head.appendChild(meta);
    expect(meta.getAttribute('nonce')).toBe('');
    expect(readCspNonce()).toBe('from-the-property');
  });

  it.each([
    ['no meta tag', ''],
    ['the placeholder the dev server leaves', `<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" />`],
    ['an empty nonce', '<meta property="csp-nonce" nonce="" />'],
    ['another meta tag', '<meta name="csp-nonce" content="x" />'],
  ])('is undefined with %s', (_name, head) => {
    expect(readCspNonce(pageWith(head))).toBeUndefined();
  });

  it('goes on the style elements emotion inserts', () => {
    const cache = createStyleCache('abc');
    expect(cache.nonce).toBe('abc');
    expect(cache.key).toBe('css');
    expect(createStyleCache(undefined).nonce).toBeUndefined();
  });
});
