import Typography from '@mui/material/Typography';
import type { TextBlockConfig } from '@/components/form/form-types';
import { useTx } from '@/components/form/translate-text';

/** type 'header': a section title, display only. */
export function HeaderField({ config }: { config: TextBlockConfig }) {
  const tx = useTx();
  return (
    <Typography variant="h6" component="h2">
      {tx(config.text)}
    </Typography>
  );
}
