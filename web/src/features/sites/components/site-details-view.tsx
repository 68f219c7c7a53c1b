/**
 * A site's details (spec 02 §2): the header with the site id and name, the
 * counts of BMC (BMC and FTBMC) and ABC units and the coordinates in
 * degrees-minutes-seconds; Edit for holders of SITE_CONFIGURATION; the
 * address, the site's settings (locale, time zone...) and site-level
 * devices; and the unit table.
 */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import PlaceIcon from '@mui/icons-material/Place';
import { useCountries, useDistricts, useStates } from '@/components/location-selector/location-api';
import { Permission } from '@/lib/auth-permission';
import { PRIVILEGE } from '@/lib/auth-privileges';
import type { Site } from '@/lib/sites';
import { GATEWAY_CLASS, PRODUCT, type UnitSummary } from '@/features/sites/api/site-model';
import { displayName } from '@/features/sites/api/type-list';
import { useMetaList } from '@/features/sites/api/get-meta-list';
import { toDMS } from '@/features/sites/components/coordinates';
import { DetailCard } from '@/components/detail-card/detail-card';
import { RotateCredentialButton } from '@/features/sites/components/rotate-credential-button';
import { chillingCostPath, siteEditPath } from '@/features/sites/components/site-paths';
import PaymentsIcon from '@mui/icons-material/Payments';
import { UnitTable } from '@/features/sites/components/unit-table';

/** BMC counts BMC and FTBMC units; ABC its own. */
export function unitCounts(site: Site): { bmc: number; abc: number } {
  let bmc = 0;
  let abc = 0;
  for (const u of site.chillingUnitMonitoringDetailsList) {
    const name = u.productType.name.toUpperCase();
    if (name === PRODUCT.ABC) abc++;
    else if (name === PRODUCT.BMC || name === PRODUCT.FTBMC) bmc++;
  }
  return { bmc, abc };
}

export function SiteDetailsView({ site, units }: { site: Site; units: UseQueryResult<UnitSummary[], Error> }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const states = useStates(site.country);
  const districts = useDistricts(site.state);
  const locales = useMetaList('locale');
  const timeZones = useMetaList('timeZones');
  const counts = unitCounts(site);
  const { latitude, longitude } = site.coordinates;
  const D = 'sites.details';
  const none = t(`${D}.none`);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-label={t(`${D}.header`)} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Box>
            <Typography variant="h5" component="h1">
              {site.siteName || site.siteId}
            </Typography>
            <Typography color="text.secondary" data-testid="site-id">
              {t(`${D}.siteId`, { id: site.siteId })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
              <Chip size="small" color="primary" label={t(`${D}.bmcCount`, { count: counts.bmc })} data-testid="bmc-count" />
              <Chip size="small" color="secondary" label={t(`${D}.abcCount`, { count: counts.abc })} data-testid="abc-count" />
            </Stack>
            {latitude !== null && longitude !== null && (
              <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center' }} data-testid="site-coordinates">
                <PlaceIcon fontSize="small" color="action" aria-hidden="true" />
                <Typography variant="body2">
                  {t(`${D}.latitude`)}: {toDMS(latitude, 'lat')} · {t(`${D}.longitude`)}: {toDMS(longitude, 'lon')}
                </Typography>
              </Stack>
            )}
          </Box>
          <Box>
            <Permission anyOf={[PRIVILEGE.siteConfiguration]}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button variant="outlined" startIcon={<EditIcon />} component={RouterLink} to={siteEditPath(site.siteId)}>
                  {t(`${D}.edit`)}
                </Button>
                <Button variant="outlined" startIcon={<PaymentsIcon />} component={RouterLink} to={chillingCostPath(site.siteId)}>
                  {t('sites.cost.open')}
                </Button>
              </Stack>
            </Permission>
          </Box>
        </Stack>
      </Paper>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <DetailCard
            title={t(`${D}.address`)}
            empty={none}
            items={[
              { label: t('sites.fields.addressLine1'), value: site.addressLine1 },
              { label: t('sites.fields.villageTownCity'), value: site.villageTownCity },
              { label: t(`${D}.district`), value: displayName(districts.data, site.district) },
              { label: t(`${D}.state`), value: displayName(states.data, site.state) },
              { label: t(`${D}.country`), value: displayName(countries.data, site.country) },
              { label: t('sites.fields.pinCode'), value: site.pinCode },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DetailCard
            title={t(`${D}.settings`)}
            empty={none}
            items={[
              { label: t('sites.fields.organizationName'), value: site.organizationName },
              { label: t('sites.fields.subOrganizationName'), value: site.subOrganizationName },
              { label: t('sites.fields.locale'), value: displayName(locales.data, site.locale) },
              { label: t('sites.fields.zoneId'), value: displayName(timeZones.data, site.zoneId) },
              { label: t('sites.fields.altitude'), value: String(site.altitude) },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DetailCard
            title={t(`${D}.siteDevices`)}
            empty={none}
            items={site.siteLevelDevices.map((d) => ({
              label: d.deviceType === GATEWAY_CLASS || d.monitoringProductType === GATEWAY_CLASS ? t(`${D}.gateway`) : t(`${D}.sensor`),
              value: (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {d.deviceType} {d.serialNumber}
                  <RotateCredentialButton serialNumber={d.serialNumber} />
                </Box>
              ),
            }))}
          />
        </Grid>
      </Grid>

      <Paper variant="outlined" component="section" aria-label={t(`${D}.units`)} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(`${D}.units`)}
        </Typography>
        <UnitTable siteId={site.siteId} units={units} />
      </Paper>
    </Stack>
  );
}
