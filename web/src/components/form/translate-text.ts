import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Widgets take labels as either an i18n key ('users.firstName') or plain
 * text ('First Name'): a known key is translated, anything else is shown as is
 * (with its {{values}} filled in).
 */
export function useTx() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (text: string | undefined, options?: Record<string, unknown>): string => {
      if (!text) return '';
      if (i18n.exists(text)) return String(t(text, options));
      // Plain text still takes its {{values}}.
      return options ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(options[k] ?? '')) : text;
    },
    [t, i18n],
  );
}
