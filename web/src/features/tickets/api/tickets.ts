/**
 * Support tickets (spec 03 §7, docs/tickets.md). The console never holds
 * the tracker's key: each file goes to POST /issues/uploads.json?filename
 * (octet-stream) and answers a token, then POST /issues/issues.json raises
 * the ticket with those tokens; the server adds the project, tracker,
 * assignee and priority. GET tickets/settings says whether tickets are
 * configured and the file limits; GET tickets lists "My tickets".
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError, apiUrl, type ApiProblem } from '@/lib/api-client';
import { tokenSource } from '@/lib/auth';
import { LANGUAGE_KEY } from '@/lib/i18n';

export const ticketSettingsSchema = z.object({
  configured: z.boolean().default(false),
  maxFiles: z.number().default(5),
  maxFileBytes: z.number().default(10 * 1024 * 1024),
});
export type TicketSettings = z.infer<typeof ticketSettingsSchema>;

export function useTicketSettings() {
  return useQuery({
    queryKey: ['tickets', 'settings'],
    queryFn: async ({ signal }) => ticketSettingsSchema.parse(await api<unknown>('tickets/settings', { signal })),
  });
}

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const ticketSchema = z.object({
  id: z.number(),
  subject: str,
  issueType: str,
  siteName: str,
  chillingUnitName: str,
  files: z.number().default(0),
  userName: str,
  createdAt: str,
  status: str,
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketPageSchema = z.object({
  content: z.array(ticketSchema).default([]),
  pageInfo: z
    .object({ totalPages: z.number(), hasNextPage: z.boolean(), totalElements: z.number().default(0) })
    .partial()
    .default({}),
  statusUnavailable: z.boolean().default(false),
});

export function useMyTickets(page: number, size: number) {
  return useQuery({
    queryKey: ['tickets', 'mine', page, size],
    queryFn: async ({ signal }) => ticketPageSchema.parse(await api<unknown>('tickets', { query: { page, size }, signal })),
  });
}

async function postFile(file: File): Promise<Response> {
  const h: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/octet-stream' };
  const lang = localStorage.getItem(LANGUAGE_KEY);
  if (lang) h['Accept-Language'] = lang;
  const access = tokenSource.accessToken();
  const id = tokenSource.idToken();
  if (access) h.Authorization = `Bearer ${access}`;
  if (id) h.authToken = id;
  return fetch(apiUrl('/issues/uploads.json', { filename: file.name }), { method: 'POST', headers: h, body: file });
}

/** Sends one file; answers its token. */
export async function uploadFile(file: File): Promise<string> {
  let res = await postFile(file);
  if (res.status === 401 && (await tokenSource.refresh())) res = await postFile(file);
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) throw new ApiError(res.status, body && typeof body === 'object' ? (body as ApiProblem) : true);
  const token = (body as { upload?: { token?: string } } | undefined)?.upload?.token;
  if (!token) throw new ApiError(502, true);
  return token;
}

export interface TicketDraft {
  subject: string;
  description: string;
  issueType?: string;
  siteName?: string;
  chillingUnitName?: string;
  graphUrl?: string;
}

const createdSchema = z.object({ issue: z.object({ id: z.number() }), message: str });

/** Uploads every file in order, then raises the ticket; answers the server's "Ticket ID: {id}". */
export async function raiseTicket(draft: TicketDraft, files: File[]): Promise<{ id: number; message: string }> {
  const uploads: { token: string; filename: string; content_type?: string }[] = [];
  for (const f of files) {
    uploads.push({ token: await uploadFile(f), filename: f.name, content_type: f.type || undefined });
  }
  const answer = createdSchema.parse(await api<unknown>('/issues/issues.json', { method: 'POST', body: { issue: { ...draft, uploads } } }));
  return { id: answer.issue.id, message: answer.message };
}

/** The files refused before anything is sent: too many, or one too large (i18n keys with values). */
export function checkFiles(files: File[], s: TicketSettings): { key: string; values: Record<string, string | number> } | null {
  if (files.length > s.maxFiles) return { key: 'tickets.tooManyFiles', values: { max: s.maxFiles } };
  const big = files.find((f) => f.size > s.maxFileBytes);
  if (big) return { key: 'tickets.fileTooLarge', values: { name: big.name, max: `${Math.round(s.maxFileBytes / (1024 * 1024))} MB` } };
  const empty = files.find((f) => f.size === 0);
  if (empty) return { key: 'tickets.fileEmpty', values: { name: empty.name } };
  return null;
}
