/**
 * /analytics/ratingtemplate (spec 03 §2 "Rating Template", §5, §6): the
 * three-level attribute tree with its weightage percentages. Inputs keep
 * digits only; a group of siblings whose weightages do not sum to 100 is
 * highlighted with 'Sum of the higlighted values should be 100', and Save
 * updates only when every sum is 100. Editable only with at least 15
 * privileges (the server checks the same); read-only otherwise.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';
import { usePrivileges } from '@/lib/auth-hooks';
import { hasAll, isFullAdmin } from '@/lib/auth-privileges';
import { useRatingTemplate, useSaveTemplate, type Attribute } from '@/features/analytics/api/ratings';
import { badSums, digitsOnly, withWeightage, type EditAttribute } from '@/features/analytics/components/rating-model';

const R = 'rating';

interface Row {
  node: EditAttribute;
  path: string;
  parent: string;
  level: number;
}

function rows(root: EditAttribute): Row[] {
  const out: Row[] = [];
  const walk = (n: EditAttribute, path: string, level: number) => {
    n.children.forEach((c, i) => {
      const p = path === '' ? String(i) : `${path}.${i}`;
      out.push({ node: c, path: p, parent: path, level });
      walk(c, p, level + 1);
    });
  };
  walk(root, '', 1);
  return out;
}

export default function RatingTemplateRoute() {
  const { t } = useTranslation();
  const privileges = usePrivileges();
  // 15 privileges (spec 03 §6); ALL_PRIVILEGE stands for the whole catalogue, as on the server.
  const editable = isFullAdmin(privileges) || hasAll(privileges);
  const template = useRatingTemplate();
  const save = useSaveTemplate();
  const [edited, setEdited] = useState<EditAttribute | null>(null);
  const [saved, setSaved] = useState(false);
  const root: EditAttribute | null = edited ?? (template.data?.attributes as EditAttribute | undefined) ?? null;
  const bad = root ? badSums(root) : new Set<string>();

  const onChange = (path: string) => (e: React.ChangeEvent<HTMLInputElement>) => {
    if (!root) return;
    const digits = digitsOnly(e.target.value).slice(0, 3);
    setEdited(withWeightage(root, path, digits === '' ? 0 : Number(digits)));
    setSaved(false);
  };
  const onSave = () => {
    if (!root || bad.size > 0 || !editable) return;
    save.mutate(root as Attribute, {
      onSuccess: () => {
        setEdited(null);
        setSaved(true);
      },
    });
  };

  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t(`${R}.crumbs.dashboard`), to: '/dashboard' },
          { label: t(`${R}.crumbs.analytics`) },
          { label: t(`${R}.templateTitle`) },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t(`${R}.templateTitle`)}
          </Typography>
          {template.isPending && <CircularProgress aria-label={t(`${R}.loading`)} />}
          {template.isError && <Alert severity="error">{template.error.message}</Alert>}
          {template.data && (
            <Typography variant="body2" color="text.secondary">
              {template.data.inherited
                ? t(`${R}.inherited`, { from: template.data.from })
                : t(`${R}.own`, { org: template.data.organization })}
            </Typography>
          )}
          {!editable && <Alert severity="info">{t(`${R}.readOnly`)}</Alert>}
          {bad.size > 0 && (
            <Alert severity="warning" data-testid="sum-warning">
              {t(`${R}.sumError`)}
            </Alert>
          )}
          {save.isError && <Alert severity="error">{save.error.message}</Alert>}
          {saved && <Alert severity="success">{t(`${R}.saved`)}</Alert>}
          {root && (
            <Table size="small" aria-label={t(`${R}.templateTitle`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{t(`${R}.columns.level1`)}</TableCell>
                  <TableCell>{t(`${R}.columns.level2`)}</TableCell>
                  <TableCell>{t(`${R}.columns.level3`)}</TableCell>
                  <TableCell align="right">{t(`${R}.columns.weightage`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell colSpan={3}>
                    <strong>{root.attributeName}</strong>
                  </TableCell>
                  <TableCell align="right">{root.weightage} %</TableCell>
                </TableRow>
                {rows(root).map((r) => (
                  <TableRow key={r.path} data-testid="template-row" data-level={r.level}>
                    {[1, 2, 3].map((l) => (
                      <TableCell key={l}>{l === r.level ? r.node.attributeName : ''}</TableCell>
                    ))}
                    <TableCell align="right">
                      <TextField
                        size="small"
                        value={String(r.node.weightage)}
                        onChange={onChange(r.path)}
                        error={bad.has(r.parent)}
                        sx={{ width: 90 }}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'numeric',
                            readOnly: !editable,
                            'aria-label': t(`${R}.weightageOf`, { name: r.node.attributeName }),
                            'data-path': r.path,
                            'data-invalid': bad.has(r.parent) ? 'true' : 'false',
                          },
                        }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Box>
            <Button variant="contained" onClick={onSave} disabled={!editable || !root || save.isPending}>
              {t(`${R}.save`)}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
