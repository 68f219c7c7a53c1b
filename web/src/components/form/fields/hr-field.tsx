import Divider from '@mui/material/Divider';

/** type 'hr': a separating line, display only. */
export function HrField() {
  return <Divider />;
}
