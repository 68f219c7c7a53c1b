/**
 * The top-N chart (spec 03 §2 "Dashboard" and "Analytics Graph"): the top
 * or bottom chilling units by an attribute, with order, limit and
 * attribute chosen from the chart's metadata. Each field is required
 * (Please Select Order / Limit / Attribute). Durations are written in
 * hours, minutes and seconds.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EChart, type ChartOption } from '@/components/chart/e-chart';
import {
  DEFAULT_LIMIT,
  DEFAULT_ORDER,
  formatChartValue,
  useChartData,
  useChartMeta,
  type ChartData,
  type ChartQuery,
} from '@/lib/top-chart';

export interface TopChartProps {
  /** The attribute of the first load. */
  initialAttribute: string;
  height?: number;
}

interface FormValues {
  order: string;
  limit: string;
  attribute: string;
}

/** The form's problems, by field: the spec's messages' keys. */
export function chartIssues(v: FormValues): Partial<Record<keyof FormValues, string>> {
  const out: Partial<Record<keyof FormValues, string>> = {};
  if (!v.order) out.order = 'chart.validation.order';
  if (!v.limit) out.limit = 'chart.validation.limit';
  if (!v.attribute) out.attribute = 'chart.validation.attribute';
  return out;
}

/** The bar chart's option: one bar per unit, its value in the tooltip in the attribute's unit. */
export function chartOption(d: ChartData): ChartOption {
  return {
    grid: { left: 60, right: 16, top: 16, bottom: 60 },
    tooltip: {
      trigger: 'axis',
      formatter: (ps: unknown) => {
        const p = (ps as { dataIndex: number }[])[0];
        const pt = d.content[p?.dataIndex ?? 0];
        return pt ? `${pt.chillingUnitId || pt.chillingUnitName} — ${pt.siteName}<br/>${formatChartValue(pt.value, d.unit)}` : '';
      },
    },
    xAxis: { type: 'category', data: d.content.map((p) => p.chillingUnitId || p.chillingUnitName), axisLabel: { rotate: 30 } },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (v: number) => (d.unit === 's' ? formatChartValue(v, 's') : String(v)) },
    },
    series: [{ type: 'bar', data: d.content.map((p) => p.value), itemStyle: { color: '#1976d2' } }],
  };
}

export function TopChart({ initialAttribute, height = 300 }: TopChartProps) {
  const { t } = useTranslation();
  const meta = useChartMeta();
  const [values, setValues] = useState<FormValues>({ order: DEFAULT_ORDER, limit: String(DEFAULT_LIMIT), attribute: initialAttribute });
  const [query, setQuery] = useState<ChartQuery>({ order: DEFAULT_ORDER, limit: DEFAULT_LIMIT, attribute: initialAttribute });
  const [issues, setIssues] = useState<ReturnType<typeof chartIssues>>({});
  const data = useChartData(query);

  const change = (field: keyof FormValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    const problems = chartIssues(next);
    setIssues(problems);
    if (Object.keys(problems).length === 0) setQuery({ order: next.order, limit: Number(next.limit), attribute: next.attribute });
  };
  const select = (field: keyof FormValues, label: string, options: (string | number)[], optionLabel?: (o: string) => string) => (
    <TextField
      select
      size="small"
      label={label}
      value={values[field]}
      onChange={change(field)}
      error={!!issues[field]}
      helperText={issues[field] ? t(issues[field]) : ' '}
      sx={{ minWidth: field === 'attribute' ? 240 : 120 }}
      slotProps={{ htmlInput: { 'data-testid': `chart-${field}` } }}
    >
      <MenuItem value="">
        <em>{t('chart.fields.none')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={String(o)}>
          {optionLabel ? optionLabel(String(o)) : String(o)}
        </MenuItem>
      ))}
    </TextField>
  );

  const m = meta.data;
  return (
    <Stack spacing={1} data-testid="top-chart">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', pt: 1 }}>
        {select('order', t('chart.fields.order'), m?.orders ?? [DEFAULT_ORDER], (o) => t(`chart.orders.${o}`, { defaultValue: o }))}
        {select('limit', t('chart.fields.limit'), m?.limits ?? [DEFAULT_LIMIT])}
        {select('attribute', t('chart.fields.attribute'), m?.attributes ?? [initialAttribute], (a) =>
          t(`chart.attributes.${a}`, { defaultValue: a }),
        )}
        <Box sx={{ alignSelf: 'flex-start' }}>
          <Button variant="outlined" onClick={() => data.refetch()} disabled={Object.keys(issues).length > 0}>
            {t('chart.refresh')}
          </Button>
        </Box>
      </Stack>
      {meta.isError && <Alert severity="error">{meta.error.message}</Alert>}
      {data.isError && <Alert severity="error">{data.error.message}</Alert>}
      {data.isPending && <CircularProgress aria-label={t('chart.loading')} />}
      {data.data && data.data.content.length === 0 && <Typography color="text.secondary">{t('chart.empty')}</Typography>}
      {data.data && data.data.content.length > 0 && (
        <>
          <EChart option={chartOption(data.data)} height={height} label={t('chart.label', { attribute: data.data.attribute })} />
          <Box component="ol" data-testid="top-chart-list" sx={{ m: 0, pl: 3, fontSize: 13, columns: 2 }}>
            {data.data.content.map((p) => (
              <li key={p.chillingUnitUuid} data-value={p.value}>
                {p.chillingUnitId || p.chillingUnitName} ({p.siteName}): {formatChartValue(p.value, data.data.unit)}
              </li>
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('chart.window', { from: data.data.fromDate, to: data.data.toDate })}
          </Typography>
        </>
      )}
    </Stack>
  );
}
