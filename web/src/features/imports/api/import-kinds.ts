/**
 * The two CSV imports (spec 02 §2 "Import Site and Import Alert pages"):
 * where each one's sample and upload live, who may run it, and the file
 * limits the server enforces (internal/importer: 10 MB, 20,000 lines).
 */
import { PRIVILEGE } from '@/lib/auth-privileges';

export type ImportKind = 'sites' | 'alerts';

export interface ImportKindConfig {
  kind: ImportKind;
  /** The upload call (POST, body text/csv, ?dryRun=true to check only). */
  uploadPath: string;
  /** The sample file call (GET). */
  samplePath: string;
  /** The name the sample is saved under. */
  sampleFileName: string;
  /** Any of these may run the import (ALL_PRIVILEGE always may). */
  privileges: readonly string[];
}

/** The largest file the server takes: 10 MiB. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** The most data lines (header aside) a file may hold. */
export const MAX_IMPORT_ROWS = 20_000;

export const IMPORTS: Record<ImportKind, ImportKindConfig> = {
  sites: {
    kind: 'sites',
    uploadPath: 'provisioningService/sites/import',
    samplePath: 'provisioningService/sites/import/sample',
    sampleFileName: 'site-import-sample.csv',
    privileges: [PRIVILEGE.siteConfiguration],
  },
  alerts: {
    kind: 'alerts',
    uploadPath: 'provisioningService/users/alertConfigurations/import',
    samplePath: 'provisioningService/users/alertConfigurations/import/sample',
    sampleFileName: 'alert-import-sample.csv',
    privileges: [PRIVILEGE.userConfiguration],
  },
};
