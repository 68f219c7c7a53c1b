/**
 * The chilling units of a site (spec 02 §2, site details): product type,
 * unit id (linking to the site's BMC graph), name, sensor count, gateway
 * serial, a device data link, and the device profile (type and serial of
 * each device, with Rotate credential). A failure to load shows an alert.
 */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UnitSummary } from '@/features/sites/api/site-model';
import { RotateCredentialButton } from '@/features/sites/components/rotate-credential-button';
import { bmcGraphPath, deviceDataPath } from '@/features/sites/components/site-paths';

const C = 'sites.details.columns';

export function UnitTable({ siteId, units }: { siteId: string; units: UseQueryResult<UnitSummary[], Error> }) {
  const { t } = useTranslation();
  if (units.isError) return <Alert severity="error">{units.error.message}</Alert>;
  if (units.isPending) return <LinearProgress aria-label={t('sites.details.loadingUnits')} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('sites.details.units')}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`${C}.productType`)}</TableCell>
            <TableCell>{t(`${C}.unitId`)}</TableCell>
            <TableCell>{t(`${C}.unitName`)}</TableCell>
            <TableCell align="right">{t(`${C}.sensorCount`)}</TableCell>
            <TableCell>{t(`${C}.gateway`)}</TableCell>
            <TableCell>{t(`${C}.deviceData`)}</TableCell>
            <TableCell>{t(`${C}.deviceProfile`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {units.data.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} align="center">
                {t('sites.details.noUnits')}
              </TableCell>
            </TableRow>
          )}
          {units.data.map((u) => (
            <TableRow key={u.chillingUnitUUID || u.chillingUnitID}>
              <TableCell>{u.productType}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={bmcGraphPath(siteId)}>
                  {u.chillingUnitID}
                </Link>
              </TableCell>
              <TableCell>{u.chillingUnitName}</TableCell>
              <TableCell align="right">{u.sensorCount}</TableCell>
              <TableCell>{u.gatewaySerialNumber}</TableCell>
              <TableCell>
                {u.chillingUnitUUID && (
                  <Link
                    component={RouterLink}
                    to={deviceDataPath(siteId, u.chillingUnitUUID)}
                    aria-label={t('sites.details.deviceDataOf', { name: u.chillingUnitName || u.chillingUnitID })}
                  >
                    {t('sites.details.deviceData')}
                  </Link>
                )}
              </TableCell>
              <TableCell>
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {u.l1DeviceInfo.map((d) => (
                    <Box component="li" key={d.serialNumber} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      <Typography variant="body2">
                        {d.deviceType} {d.serialNumber}
                      </Typography>
                      <RotateCredentialButton serialNumber={d.serialNumber} />
                    </Box>
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
