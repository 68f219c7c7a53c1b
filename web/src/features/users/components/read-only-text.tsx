/** A value shown in a labelled, read-only text field (the user name when editing). */
import TextField from '@mui/material/TextField';

export function ReadOnlyText({ id, label, value }: { id: string; label: string; value: string }) {
  return <TextField fullWidth id={id} label={label} value={value} slotProps={{ input: { readOnly: true } }} />;
}
