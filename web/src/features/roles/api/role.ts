/** A role as the server answers it, and the body of create and edit. */
import { z } from 'zod';

export const roleSchema = z.object({
  roleId: z.number().nullish(),
  roleName: z.string(),
  orgName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  privileges: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
});
export type Role = z.infer<typeof roleSchema>;

/** The body of POST roles and PUT roles/{role}. */
export interface RoleInput {
  roleName: string;
  orgName: string;
  description: string;
  privileges: string[];
}
