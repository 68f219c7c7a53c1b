/** GET provisioningService/users/userDetails?userName: the signed-in user's own details. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const myDetailsSchema = z.object({
  userId: z.number().nullish(),
  userName: z.string(),
  salutation: str,
  firstName: str,
  lastName: str,
  gender: str,
  emailId: str,
  organizationName: str,
  subOrganizationName: str,
  roles: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  mobileNumbers: z
    .array(z.object({ countryCode: str, mobileNumber: str }))
    .nullish()
    .transform((v) => v ?? []),
});
export type MyDetails = z.infer<typeof myDetailsSchema>;

export async function getMyDetails(userName: string, signal?: AbortSignal): Promise<MyDetails> {
  return myDetailsSchema.parse(await api<unknown>('provisioningService/users/userDetails', { query: { userName }, signal }));
}

export function useMyDetails(userName: string | undefined) {
  return useQuery({
    queryKey: ['profile', 'details', userName],
    queryFn: userName ? ({ signal }) => getMyDetails(userName, signal) : skipToken,
  });
}
