import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchBoxProps {
  /** Called with the text once typing pauses for `delay` ms, at once on Enter or clear. */
  onSearch: (text: string) => void;
  /** Already translated; 'Search' by default. */
  placeholder?: string;
  /** The starting text, e.g. from the URL. */
  defaultValue?: string;
  /** Debounce delay in ms; 300 by default. */
  delay?: number;
  /** An accessible name when the placeholder is not enough. */
  label?: string;
  fullWidth?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
}

/** A search field with a search icon, a clear button and a debounced onSearch. */
export function SearchBox({
  onSearch,
  placeholder,
  defaultValue = '',
  delay = 300,
  label,
  fullWidth,
  autoFocus,
  size = 'small',
}: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(defaultValue);
  const sent = useRef(defaultValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (value: string) => {
    clearTimeout(timer.current);
    if (value === sent.current) return;
    sent.current = value;
    onSearchRef.current(value);
  };

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(value), delay);
  };

  const shown = placeholder ?? t('widgets.search');
  return (
    <TextField
      value={text}
      onChange={(e) => change(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          send(text);
        }
      }}
      placeholder={shown}
      size={size}
      fullWidth={fullWidth}
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: { 'aria-label': label ?? shown, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t('widgets.clearSearch')}
                onClick={() => {
                  setText('');
                  send('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
