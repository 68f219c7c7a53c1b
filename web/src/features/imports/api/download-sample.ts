/** GET the import's sample file (with the session's headers) and save it as a download. */
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/components/data-table/export-xlsx';
import { IMPORTS, type ImportKind } from '@/features/imports/api/import-kinds';

export async function downloadSample(kind: ImportKind): Promise<void> {
  const { samplePath, sampleFileName } = IMPORTS[kind];
  saveBlob(await apiBlob(samplePath), sampleFileName);
}

export function useDownloadSample(kind: ImportKind) {
  return useMutation({ mutationFn: () => downloadSample(kind), meta: { handlesError: true } });
}
