/** Shows its content only to users holding one of the listed privileges (spec §6). */
import type { ReactNode } from 'react';
import { usePrivileges } from '@/lib/auth-hooks';
import { hasAny } from '@/lib/auth-privileges';

export interface PermissionProps {
  /** The privileges that grant the content; ALL_PRIVILEGE(S) grant everything. */
  anyOf: readonly string[];
  /** Shown instead when the user holds none of them (default: nothing). */
  otherwise?: ReactNode;
  children?: ReactNode;
}

export function Permission({ anyOf, otherwise = null, children }: PermissionProps) {
  const privileges = usePrivileges();
  return <>{hasAny(privileges, ...anyOf) ? children : otherwise}</>;
}
