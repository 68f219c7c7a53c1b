import Typography from '@mui/material/Typography';
import type { TextBlockConfig } from '@/components/form/form-types';
import { useTx } from '@/components/form/translate-text';

/** type 'label': a paragraph of text, display only. */
export function LabelField({ config }: { config: TextBlockConfig }) {
  const tx = useTx();
  return <Typography variant="body2">{tx(config.text)}</Typography>;
}
