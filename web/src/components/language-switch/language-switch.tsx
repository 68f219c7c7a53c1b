/**
 * The Fr / En switch (spec 01 §2.1): on the top bar and on the login page.
 * Choosing the other language stores it and reloads the page (lib/auth
 * changeLanguage); the page's <html lang> follows (lib/i18n).
 */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import type { Language } from '@/lib/i18n';

export interface LanguageSwitchProps {
  /** On the dark top bar (light text) or on a page. */
  onBar?: boolean;
  /** Reloads the page after a change (injectable for tests). */
  reload?: () => void;
}

export function LanguageSwitch({ onBar = false, reload }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language } = useAuth();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      aria-label={t('layout.language')}
      onChange={(_, lang: Language | null) => {
        if (lang && lang !== language) changeLanguage(lang, reload);
      }}
      sx={
        onBar
          ? { '& .MuiToggleButton-root': { color: 'inherit', borderColor: 'rgba(255,255,255,0.5)', py: 0.25 } }
          : { '& .MuiToggleButton-root': { py: 0.25 } }
      }
    >
      <ToggleButton value="fr" aria-label={t('layout.french')} lang="fr">
        {t('layout.fr')}
      </ToggleButton>
      <ToggleButton value="en" aria-label={t('layout.english')} lang="en">
        {t('layout.en')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
