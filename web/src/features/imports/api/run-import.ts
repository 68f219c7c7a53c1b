/**
 * POST sites/import or users/alertConfigurations/import with the CSV file:
 * dryRun true checks every row and writes nothing ("Validate"), false
 * writes every row or none ("Import"). The page shows refusals itself.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORTS, type ImportKind } from '@/features/imports/api/import-kinds';
import { alertReportSchema, siteReportSchema, type ImportReport } from '@/features/imports/api/import-report';
import { uploadCsv, type UploadProgress } from '@/features/imports/api/upload-csv';

export interface RunImportRequest {
  file: File;
  dryRun: boolean;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}

export async function runImport(kind: ImportKind, { file, dryRun, onProgress, signal }: RunImportRequest): Promise<ImportReport> {
  const answer = await uploadCsv<unknown>(IMPORTS[kind].uploadPath, file, {
    query: dryRun ? { dryRun: true } : undefined,
    onProgress,
    signal,
  });
  return kind === 'sites' ? { kind, ...siteReportSchema.parse(answer) } : { kind, ...alertReportSchema.parse(answer) };
}

export function useRunImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: RunImportRequest) => runImport(kind, req),
    meta: { handlesError: true },
    onSuccess: (report) => {
      if (report.dryRun) return;
      // What the lists show has changed.
      void queryClient.invalidateQueries({ queryKey: kind === 'sites' ? ['sites'] : ['users', 'details'] });
    },
  });
}
