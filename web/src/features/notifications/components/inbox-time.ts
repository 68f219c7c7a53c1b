/** A notification's time: how long ago ('5 minutes ago'), and in full for its tooltip. */
import { formatDistanceToNowStrict } from 'date-fns';
import { dateFnsLocale, formatDateTime } from '@/lib/format';
import type { Language } from '@/lib/i18n';

function parsed(at: string): Date | null {
  const d = at ? new Date(at) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

export function timeAgo(at: string, lang: Language): string {
  const d = parsed(at);
  return d ? formatDistanceToNowStrict(d, { addSuffix: true, locale: dateFnsLocale(lang) }) : '';
}

export function fullTime(at: string, lang: Language): string {
  const d = parsed(at);
  return d ? formatDateTime(d, lang) : at;
}
