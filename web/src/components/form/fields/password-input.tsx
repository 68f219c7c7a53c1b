import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { InputFieldBase } from '@/components/form/form-types';
import { TextInput } from '@/components/form/fields/text-input';

/** A password input with a show/hide toggle. */
export function PasswordInput({ config, autoComplete }: { config: InputFieldBase; autoComplete?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      config={config}
      textFieldProps={{
        type: shown ? 'text' : 'password',
        autoComplete: autoComplete ?? 'new-password',
        slotProps: {
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
                  onClick={() => setShown((s) => !s)}
                  edge="end"
                >
                  {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                </IconButton>
              </InputAdornment>
            ),
          },
        },
      }}
    />
  );
}
