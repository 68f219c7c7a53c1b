/**
 * POST provisioningService/device/{serialNumber}/credential: replaces a
 * device's ingestion credential; the old one stops working at once and the
 * new one is shown only in this answer.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { credentialSchema, type Credential } from '@/features/sites/api/site-model';

export async function rotateCredential(serialNumber: string): Promise<Credential> {
  return credentialSchema.parse(
    await api<unknown>(`provisioningService/device/${encodeURIComponent(serialNumber)}/credential`, { method: 'POST' }),
  );
}

export function useRotateCredential() {
  return useMutation({ mutationFn: rotateCredential, meta: { handlesError: true } });
}
