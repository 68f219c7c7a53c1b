/**
 * /analytics/bmcrating and /bmc-rating/:bmcId (spec 03 §2 "BMC Rating"):
 * choose a site, a chilling unit and a month (each required; the previous
 * month by default), then see the unit's rating graph for the month, with
 * the 0–5 threshold slider and the zoom.
 */
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';
import { siteLabel, siteOfUnit, unitLabel } from '@/lib/sites';
import { useGraphSites } from '@/features/analytics/api/graph-sites';
import { useRatingDetails } from '@/features/analytics/api/ratings';
import { RatingGraph } from '@/features/analytics/components/rating-graph';
import {
  DEFAULT_THRESHOLDS,
  monthRange,
  previousMonth,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_RESET,
  ZOOM_STEP,
} from '@/features/analytics/components/rating-model';

const R = 'rating';

export default function BmcRatingRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const sites = useGraphSites();
  const unitParam = params.bmcId ?? query.get('chillingUnitUUID') ?? '';
  const monthParam = query.get('month') ?? previousMonth(new Date());
  const site = siteOfUnit(sites.data, unitParam);

  const [form, setForm] = useState<{ site: string; unit: string; month: string } | null>(null);
  const values = form ?? { site: site?.siteUUID ?? '', unit: unitParam, month: monthParam };
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const [thresholds, setThresholds] = useState<number[]>([...DEFAULT_THRESHOLDS]);
  const [zoom, setZoom] = useState(ZOOM_RESET);

  const chosenSite = sites.data?.find((s) => s.siteUUID === values.site);
  const submitted = useMemo(
    () => (unitParam && monthParam ? { unit: unitParam, ...monthRange(monthParam) } : null),
    [unitParam, monthParam],
  );
  const details = useRatingDetails(submitted);

  const set = (k: 'site' | 'unit' | 'month') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [k]: e.target.value, ...(k === 'site' ? { unit: '' } : {}) };
    setForm(next);
    setErrors((x) => ({ ...x, [k]: false }));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const errs = { site: !values.site, unit: !values.unit, month: !values.month };
    setErrors(errs);
    if (errs.site || errs.unit || errs.month) return;
    navigate({ pathname: `/bmc-rating/${encodeURIComponent(values.unit)}`, search: `?month=${values.month}` });
    setForm(null);
  };
  const required = t(`${R}.validation.required`);

  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t(`${R}.crumbs.dashboard`), to: '/dashboard' },
          { label: t(`${R}.crumbs.analytics`) },
          { label: t(`${R}.title`) },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t(`${R}.title`)}
          </Typography>
          <Stack
            component="form"
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap' }}
            onSubmit={submit}
            noValidate
            aria-label={t(`${R}.formLabel`)}
          >
            <TextField
              select
              size="small"
              label={t(`${R}.fields.site`)}
              value={values.site}
              onChange={set('site')}
              error={errors.site}
              helperText={errors.site ? required : ' '}
              sx={{ minWidth: 220 }}
              slotProps={{ htmlInput: { 'data-testid': 'rating-site' } }}
            >
              <MenuItem value="">
                <em>{t(`${R}.fields.none`)}</em>
              </MenuItem>
              {(sites.data ?? []).map((s) => (
                <MenuItem key={s.siteUUID} value={s.siteUUID}>
                  {siteLabel(s)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t(`${R}.fields.unit`)}
              value={chosenSite?.chillingUnitMonitoringDetailsList.some((u) => u.chillingUnitUuid === values.unit) ? values.unit : ''}
              onChange={set('unit')}
              error={errors.unit}
              helperText={errors.unit ? required : ' '}
              sx={{ minWidth: 260 }}
              slotProps={{ htmlInput: { 'data-testid': 'rating-unit' } }}
            >
              <MenuItem value="">
                <em>{t(`${R}.fields.none`)}</em>
              </MenuItem>
              {(chosenSite?.chillingUnitMonitoringDetailsList ?? []).map((u) => (
                <MenuItem key={u.chillingUnitUuid} value={u.chillingUnitUuid}>
                  {unitLabel(u)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="month"
              label={t(`${R}.fields.month`)}
              value={values.month}
              onChange={set('month')}
              error={errors.month}
              helperText={errors.month ? required : ' '}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'rating-month' } }}
            />
            <Box>
              <Button type="submit" variant="contained">
                {t(`${R}.submit`)}
              </Button>
            </Box>
          </Stack>
          {sites.isError && <Alert severity="error">{sites.error.message}</Alert>}
          {details.isError && <Alert severity="error">{details.error.message}</Alert>}
          {details.isFetching && <CircularProgress aria-label={t(`${R}.loading`)} />}
          {details.data && !details.data.content && <Alert severity="info">{t(`${R}.noData`)}</Alert>}
          {details.data?.content && (
            <Stack spacing={1}>
              <Typography data-testid="rating-summary">
                {t(`${R}.summary`, {
                  unit: details.data.chillingUnitId,
                  site: details.data.siteName,
                  start: details.data.startTime,
                  end: details.data.endTime,
                  rating: details.data.rating?.toFixed(2),
                  days: details.data.days,
                })}
                {details.data.provisional && ` (${t(`${R}.provisional`)})`}
              </Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ px: 1 }}>
                <Box sx={{ minWidth: 260 }}>
                  <Typography id="rating-thresholds" variant="body2">
                    {t(`${R}.thresholds`, { lower: thresholds[0], upper: thresholds[1] })}
                  </Typography>
                  {/* Each thumb is named by getAriaLabel (a label on the slider would name both alike). */}
                  <Slider
                    value={thresholds}
                    onChange={(_, v) => setThresholds(v as number[])}
                    min={RATING_MIN}
                    max={RATING_MAX}
                    step={RATING_STEP}
                    marks
                    valueLabelDisplay="auto"
                    getAriaLabel={(i) => t(i === 0 ? `${R}.lower` : `${R}.upper`)}
                  />
                </Box>
                <Box sx={{ minWidth: 220 }}>
                  <Typography id="rating-zoom" variant="body2">
                    {t(`${R}.zoom`, { zoom: zoom.toFixed(1) })}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Slider
                      aria-labelledby="rating-zoom"
                      value={zoom}
                      onChange={(_, v) => setZoom(Math.round((v as number) * 10) / 10)}
                      min={ZOOM_MIN}
                      max={ZOOM_MAX}
                      step={ZOOM_STEP}
                      marks
                    />
                    <Button size="small" onClick={() => setZoom(ZOOM_RESET)}>
                      {t(`${R}.reset`)}
                    </Button>
                  </Stack>
                </Box>
              </Stack>
              <RatingGraph
                root={details.data.content}
                lower={thresholds[0]}
                upper={thresholds[1]}
                zoom={zoom}
                noRating={t(`${R}.noRating`)}
              />
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
