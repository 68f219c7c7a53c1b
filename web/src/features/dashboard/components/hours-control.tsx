/**
 * The alert window's hours: a slider from 0 to 120 and a number input that
 * accepts only whole numbers up to 120. The slider reports when released;
 * the input as soon as it holds an accepted value.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_HOURS, parseHours } from '@/features/dashboard/components/dashboard-links';

export function HoursControl({ hours, onChange }: { hours: number; onChange: (hours: number) => void }) {
  const { t } = useTranslation();
  // The slider's position while dragged and the input's text; both follow a change from outside.
  const [dragged, setDragged] = useState<number | null>(null);
  const [text, setText] = useState(String(hours));
  const [shown, setShown] = useState(hours);
  if (shown !== hours) {
    setShown(hours);
    setText(String(hours));
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Slider
        value={dragged ?? hours}
        min={0}
        max={MAX_HOURS}
        step={1}
        valueLabelDisplay="auto"
        onChange={(_, v) => {
          setDragged(v as number);
          setText(String(v));
        }}
        onChangeCommitted={(_, v) => {
          setDragged(null);
          onChange(v as number);
        }}
        slotProps={{ input: { 'aria-label': t('dashboard.alerts.hoursSlider') } }}
        sx={{ flex: 1 }}
      />
      <TextField
        size="small"
        type="number"
        label={t('dashboard.alerts.hours')}
        value={text}
        onChange={(e) => {
          const raw = e.target.value;
          if (raw === '') {
            setText('');
            return;
          }
          const n = parseHours(raw);
          if (n === null) return;
          setText(String(n));
          onChange(n);
        }}
        onBlur={() => {
          if (text === '') setText(String(hours));
        }}
        slotProps={{ htmlInput: { min: 0, max: MAX_HOURS, step: 1, inputMode: 'numeric' } }}
        sx={{ width: 96 }}
      />
    </Stack>
  );
}
