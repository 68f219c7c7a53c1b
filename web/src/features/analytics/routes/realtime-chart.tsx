/**
 * /realtimeChart (spec 03 §2 "Dashboard"): choose a chilling unit and watch
 * its milk volume arrive over the push stream, the last 2 hours on a rolling
 * line, with the critical alerts raised, escalated or cleared meanwhile
 * listed beside it. The unit is kept in the URL (chillingUnitUUID).
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EChart } from '@/components/chart/e-chart';
import { PageHeader } from '@/components/page-header/page-header';
import { alertNameWithStage } from '@/lib/alert-name';
import { formatInZone, languageOf } from '@/lib/format';
import { findSite, siteLabel, siteOfUnit, unitLabel } from '@/lib/sites';
import { useGraphSites } from '@/features/analytics/api/graph-sites';
import { realtimeOption } from '@/features/analytics/components/realtime-option';
import { useVolumeStream, type StreamStatus } from '@/features/analytics/components/volume-stream';

const R = 'analytics.realtime';

const STATUS_COLOR: Record<StreamStatus, 'default' | 'info' | 'success' | 'warning'> = {
  idle: 'default',
  connecting: 'info',
  open: 'success',
  retrying: 'warning',
};

export default function RealtimeChartRoute() {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const [params, setParams] = useSearchParams();
  const sites = useGraphSites();
  const unitUuid = params.get('chillingUnitUUID') ?? '';
  const site = findSite(sites.data, params.get('siteId') ?? '') ?? siteOfUnit(sites.data, unitUuid);
  const unitKnown = !!site?.chillingUnitMonitoringDetailsList.some((u) => u.chillingUnitUuid === unitUuid);
  const stream = useVolumeStream(unitKnown ? unitUuid : '');
  const zoneId = site?.zoneId ?? '';
  const option = useMemo(
    () => realtimeOption(stream.points, { zoneId, lang, name: t(`${R}.volume`), axis: t(`${R}.axis`) }),
    [stream.points, zoneId, lang, t],
  );

  const choose = (next: { siteId: string; unit: string }) =>
    setParams(() => {
      const p = new URLSearchParams();
      if (next.siteId) p.set('siteId', next.siteId);
      if (next.unit) p.set('chillingUnitUUID', next.unit);
      return p;
    });

  return (
    <Box>
      <PageHeader crumbs={[{ label: t(`${R}.crumbs.dashboard`), to: '/dashboard' }, { label: t(`${R}.crumbs.realtime`) }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t(`${R}.title`)}
          </Typography>
          {sites.isError && <Alert severity="error">{t(`${R}.sitesFailed`, { message: sites.error.message })}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t(`${R}.site`)}
              value={site?.siteId ?? ''}
              onChange={(e) => choose({ siteId: e.target.value, unit: '' })}
              sx={{ minWidth: 260 }}
              disabled={!sites.data}
            >
              {(sites.data ?? []).map((s) => (
                <MenuItem key={s.siteId} value={s.siteId}>
                  {siteLabel(s)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t(`${R}.unit`)}
              value={unitKnown ? unitUuid : ''}
              onChange={(e) => choose({ siteId: site?.siteId ?? '', unit: e.target.value })}
              sx={{ minWidth: 260 }}
              disabled={!site}
            >
              {(site?.chillingUnitMonitoringDetailsList ?? []).map((u) => (
                <MenuItem key={u.chillingUnitUuid} value={u.chillingUnitUuid}>
                  {unitLabel(u)}
                </MenuItem>
              ))}
            </TextField>
            {unitKnown && (
              <Chip
                label={t(`${R}.status.${stream.status}`)}
                color={STATUS_COLOR[stream.status]}
                variant="outlined"
                role="status"
                sx={{ alignSelf: 'center' }}
              />
            )}
          </Stack>
          {!unitKnown ? (
            !sites.isPending && <Typography color="text.secondary">{t(`${R}.hint`)}</Typography>
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 8 }}>
                {stream.points.length === 0 ? (
                  <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                    {t(`${R}.waiting`)}
                  </Typography>
                ) : (
                  <EChart option={option} height={360} label={t(`${R}.chart`)} />
                )}
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Typography variant="subtitle1" component="h2">
                  {t(`${R}.alerts`)}
                </Typography>
                {stream.alerts.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t(`${R}.noAlerts`)}
                  </Typography>
                ) : (
                  <List dense aria-label={t(`${R}.alerts`)}>
                    {stream.alerts.map((a) => (
                      <ListItem key={`${a.alertId}/${a.stage}/${a.status}`} disableGutters>
                        <ListItemText
                          primary={`${alertNameWithStage(a.alertDisplayName || a.alertType, a.stage, (stage) => t(`${R}.stage`, { stage }))} · ${t(`${R}.alertStatus.${a.status === 'cleared' ? 'cleared' : 'active'}`)}`}
                          secondary={`${formatInZone(a.occurredOn, a.zoneId || zoneId, undefined, lang)} — ${a.alertMessage}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Grid>
            </Grid>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
