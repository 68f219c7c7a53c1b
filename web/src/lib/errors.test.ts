import { ApiError } from '@/lib/api-client';
import {
  errorPageFor,
  errorPath,
  getErrorState,
  globalErrorReducer,
  initialErrorState,
  raiseError,
  resetError,
  statusOf,
} from '@/lib/errors';

describe('errorPageFor', () => {
  it.each([
    [500, '500'],
    [401, '401'],
    [403, '403'],
    [503, '503'],
    [404, '404'],
    [400, '404'],
    [409, 'error'],
    [422, 'error'],
    [502, 'error'],
    [429, 'error'],
    [null, 'error'],
    [undefined, 'error'],
  ] as const)('maps %s to %s', (status, page) => {
    expect(errorPageFor(status)).toBe(page);
  });
  it('gives each page its route', () => {
    expect(errorPath('500')).toBe('/500');
    expect(errorPath('error')).toBe('/error');
  });
});

describe('globalErrorReducer', () => {
  it('raises the mapped page and counts raises', () => {
    const a = globalErrorReducer(initialErrorState, { type: 'raise', status: 400, message: 'bad' });
    expect(a).toMatchObject({ page: '404', status: 400, message: 'bad', seq: 1 });
    const b = globalErrorReducer(a, { type: 'raise', status: 400, message: 'bad' });
    expect(b.seq).toBe(2);
  });
  it('resets to no error', () => {
    const a = globalErrorReducer(initialErrorState, { type: 'raise', status: 503, message: null });
    const r = globalErrorReducer(a, { type: 'reset' });
    expect(r.page).toBeNull();
    expect(r.status).toBeNull();
    expect(r.message).toBeNull();
  });
});

describe('the global error store', () => {
  afterEach(() => resetError());
  it('raises the status of an ApiError and resets', () => {
    raiseError(new ApiError(403, { status: 403, code: 'auth.forbidden', message: 'Forbidden' }));
    expect(getErrorState()).toMatchObject({ page: '403', status: 403, message: 'Forbidden' });
    resetError();
    expect(getErrorState().page).toBeNull();
  });
  it('sends a failure without an answer to the generic page', () => {
    raiseError(new TypeError('Failed to fetch'));
    expect(getErrorState().page).toBe('error');
  });
  it('reads the status of plain objects too', () => {
    expect(statusOf({ status: 500 })).toBe(500);
    expect(statusOf('nope')).toBeNull();
  });
});
