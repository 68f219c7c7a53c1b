/**
 * Sends a CSV file as the raw request body (Content-Type text/csv) with the
 * session's headers, as api-client does for JSON: the bearer access token,
 * the id token (authToken) and the language; one refresh and retry on 401.
 * It uses XMLHttpRequest rather than fetch because only XHR reports upload
 * progress. A failed call throws api-client's ApiError (status and parsed
 * body, or true when there is none).
 */
import { ApiError, apiUrl, type ApiProblem, type Query } from '@/lib/api-client';
import { tokenSource } from '@/lib/auth';
import { LANGUAGE_KEY } from '@/lib/i18n';

/** Where an upload is: sending the file (bytes so far of total), then waiting for the server's answer. */
export type UploadProgress = { phase: 'sending'; loaded: number; total: number } | { phase: 'processing' };

export interface UploadOptions {
  query?: Query;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}

interface RawAnswer {
  status: number;
  text: string;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function send(url: string, file: Blob, opts: UploadOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'text/csv');
    const lang = localStorage.getItem(LANGUAGE_KEY);
    if (lang) xhr.setRequestHeader('Accept-Language', lang);
    const access = tokenSource.accessToken();
    const id = tokenSource.idToken();
    if (access) xhr.setRequestHeader('Authorization', `Bearer ${access}`);
    if (id) xhr.setRequestHeader('authToken', id);

    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (e) => {
      const total = e.lengthComputable ? e.total : file.size;
      opts.onProgress?.({ phase: 'sending', loaded: e.loaded, total });
      if (total > 0 && e.loaded >= total) opts.onProgress?.({ phase: 'processing' });
    };
    xhr.upload.onload = () => opts.onProgress?.({ phase: 'processing' });
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network error while uploading the file'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    opts.onProgress?.({ phase: 'sending', loaded: 0, total: file.size });
    xhr.send(file);
  });
}

/** POSTs the file to the API path and returns the parsed JSON answer. */
export async function uploadCsv<T>(path: string, file: Blob, opts: UploadOptions = {}): Promise<T> {
  const url = apiUrl(path, opts.query);
  let res = await send(url, file, opts);
  if (res.status === 401 && (await tokenSource.refresh())) {
    res = await send(url, file, opts);
  }
  let parsed: unknown;
  if (res.text) {
    try {
      parsed = JSON.parse(res.text);
    } catch {
      parsed = undefined;
    }
  }
  if (res.status < 200 || res.status >= 300) {
    throw new ApiError(res.status, parsed && typeof parsed === 'object' ? (parsed as ApiProblem) : true);
  }
  return parsed as T;
}
