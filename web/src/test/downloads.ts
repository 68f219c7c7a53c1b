/**
 * Table export helpers for screen tests: the server's XLSX answer to stub
 * GET /authgateway/export/xlsx with, and a capture of the downloads the
 * screen saves (their names), to undo after the test.
 *
 *   const s = stubFetch({ ...routes, [EXPORT_ROUTE]: xlsxAnswer() });
 *   const downloads = captureDownloads();
 *   try { ... expect(downloads.names).toEqual(['bmcData.xlsx']) } finally { downloads.restore() }
 */
import { vi } from 'vitest';
import type { StubRequest } from '@/test/fetch-stub';

/** The stub key of the table export call. */
export const EXPORT_ROUTE = 'GET /authgateway/export/xlsx';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An XLSX answer (the bytes do not matter to the console). */
export function xlsxAnswer(): Response {
  return new Response('PK-xlsx', { headers: { 'Content-Type': XLSX_TYPE } });
}

/** The saved downloads' names, and the undo of the capture. */
export function captureDownloads() {
  const names: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => 'blob:xlsx';
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    names,
    restore() {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}

/** An export request's columns parameter, one "field:Header:type" per column. */
export function exportColumns(req: StubRequest): string[] {
  return (req.query.columns ?? '').split(',');
}
