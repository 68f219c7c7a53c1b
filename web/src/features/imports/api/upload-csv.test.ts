import { ApiError } from '@/lib/api-client';
import { installTokenSource } from '@/lib/auth';
import { stubFetch } from '@/test/fetch-stub';
import { signInAs } from '@/test/render-routes';
import { uploadCsv, type UploadProgress } from '@/features/imports/api/upload-csv';
import { stubXhr } from '@/features/imports/test-xhr';

const PATH = 'provisioningService/sites/import';
const URL_PATH = '/authgateway/provisioningService/sites/import';

beforeEach(() => {
  signInAs();
  installTokenSource();
});
afterEach(() => vi.unstubAllGlobals());

describe('uploading a CSV file', () => {
  it('sends the raw file as text/csv with the session headers and the language, and reports progress', async () => {
    localStorage.setItem('language', 'fr');
    const x = stubXhr({ [`POST ${URL_PATH}`]: { status: 200, body: { status: 'SUCCESS' } } });
    const file = new File(['a,b\n1,2\n'], 'f.csv');
    const seen: UploadProgress[] = [];
    await expect(uploadCsv(PATH, file, { query: { dryRun: true }, onProgress: (p) => seen.push(p) })).resolves.toEqual({
      status: 'SUCCESS',
    });
    const [req] = x.all;
    expect(req.query).toEqual({ dryRun: 'true' });
    expect(req.headers).toMatchObject({
      'Content-Type': 'text/csv',
      Authorization: 'Bearer access',
      authToken: 'id',
      'Accept-Language': 'fr',
    });
    expect(req.body).toBe(file);
    expect(seen[0]).toEqual({ phase: 'sending', loaded: 0, total: file.size });
    expect(seen).toContainEqual({ phase: 'sending', loaded: file.size, total: file.size });
    expect(seen.at(-1)).toEqual({ phase: 'processing' });
  });

  it('renews the session once on 401 and sends again with the new token', async () => {
    stubFetch({
      'POST /authgateway/refresh': {
        jwtAccessToken: 'renewed',
        idToken: 'id2',
        refreshToken: 'r2',
        expiresIn: 600,
        userName: 'asha',
        organizationName: 'Gokul',
      },
    });
    const x = stubXhr({
      [`POST ${URL_PATH}`]: (r) => (r.headers.Authorization === 'Bearer renewed' ? { status: 200, body: { ok: true } } : { status: 401 }),
    });
    await expect(uploadCsv(PATH, new File(['x'], 'f.csv'))).resolves.toEqual({ ok: true });
    expect(x.all.map((r) => r.headers.Authorization)).toEqual(['Bearer access', 'Bearer renewed']);
  });

  it('throws an ApiError with the status and the parsed problem', async () => {
    stubXhr({
      [`POST ${URL_PATH}`]: {
        status: 400,
        body: { status: 400, code: 'import.invalid', message: 'bad', errors: [{ row: 2, field: 'siteId', code: 'c', message: 'm' }] },
      },
    });
    const err = await uploadCsv(PATH, new File(['x'], 'f.csv')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('bad');
    expect((err as ApiError).body).toMatchObject({ errors: [{ row: 2, field: 'siteId' }] });
  });

  it('stops when cancelled', async () => {
    stubXhr({ [`POST ${URL_PATH}`]: () => new Promise(() => {}) });
    const c = new AbortController();
    const p = uploadCsv(PATH, new File(['x'], 'f.csv'), { signal: c.signal });
    c.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
  });
});
