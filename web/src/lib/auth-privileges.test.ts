import { ALL_PRIVILEGE, ALL_PRIVILEGES, FULL_ADMIN_THRESHOLD, hasAny, hasEvery, isFullAdmin } from '@/lib/auth-privileges';

describe('hasAny', () => {
  it('is true when the user holds one of the names', () => {
    expect(hasAny(['REPORTS', 'CONFIGURATION'], 'SITE_CONFIGURATION', 'CONFIGURATION')).toBe(true);
  });
  it('is false when the user holds none of them, or has no privileges', () => {
    expect(hasAny(['REPORTS'], 'CONFIGURATION')).toBe(false);
    expect(hasAny([], 'CONFIGURATION')).toBe(false);
    expect(hasAny(null, 'CONFIGURATION')).toBe(false);
    expect(hasAny(undefined, 'CONFIGURATION')).toBe(false);
  });
  it('grants everything with ALL_PRIVILEGE', () => {
    expect(hasAny([ALL_PRIVILEGE], 'CONFIGURATION')).toBe(true);
    expect(hasAny([ALL_PRIVILEGE], 'ANYTHING_AT_ALL')).toBe(true);
  });
  it('treats ALL_PRIVILEGES (plural) as the same wildcard', () => {
    expect(hasAny([ALL_PRIVILEGES], 'REPORTS')).toBe(true);
    expect(hasEvery([ALL_PRIVILEGES], 'REPORTS', 'VIEW_REPORTS')).toBe(true);
  });
  it('does not match privilege names by prefix or case', () => {
    expect(hasAny(['CONFIGURATION'], 'configuration')).toBe(false);
    expect(hasAny(['SITE_CONFIGURATION'], 'CONFIGURATION')).toBe(false);
  });
});

describe('hasEvery', () => {
  it('needs all the names', () => {
    expect(hasEvery(['REPORTS', 'VIEW_REPORTS'], 'REPORTS', 'VIEW_REPORTS')).toBe(true);
    expect(hasEvery(['REPORTS'], 'REPORTS', 'VIEW_REPORTS')).toBe(false);
  });
});

describe('isFullAdmin', () => {
  const privileges = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);
  it('uses the threshold of 15 privileges', () => {
    expect(FULL_ADMIN_THRESHOLD).toBe(15);
    expect(isFullAdmin(privileges(14))).toBe(false);
    expect(isFullAdmin(privileges(15))).toBe(true);
    expect(isFullAdmin(privileges(30))).toBe(true);
    expect(isFullAdmin(null)).toBe(false);
  });
});
