/**
 * The alerts search's results: one row per chilling unit (its id, site
 * name, site id and alert count) that expands to the unit's alerts (level,
 * type, message and time in the site's zone).
 */
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { languageOf } from '@/lib/format';
import { CRITICAL } from '@/features/monitoring/api/alert-row';
import { alertName, levelLabel, occurredOn } from '@/features/monitoring/components/alert-columns';
import type { AlertGroup } from '@/features/monitoring/components/alerts-search';

const C = 'monitoring.alertsSearch.columns';

function GroupRows({ group }: { group: AlertGroup }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const [open, setOpen] = useState(false);
  const unit = group.chillingUnitId || group.chillingUnitUUID;
  return (
    <Fragment>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'monitoring.alertsSearch.collapse' : 'monitoring.alertsSearch.expand', { unit })}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {unit}
        </TableCell>
        <TableCell>{group.siteName}</TableCell>
        <TableCell>{group.siteId}</TableCell>
        <TableCell align="right">{group.rows.length}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={5}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Table size="small" aria-label={unit} sx={{ my: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t(`${C}.alertLevel`)}</TableCell>
                  <TableCell>{t(`${C}.alertType`)}</TableCell>
                  <TableCell>{t(`${C}.alertMessage`)}</TableCell>
                  <TableCell>{t(`${C}.occurredOn`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {group.rows.map((r) => (
                  <TableRow key={r.alertId}>
                    <TableCell>
                      <Chip
                        size="small"
                        label={levelLabel(r.alertLevel, t)}
                        color={r.alertLevel.toUpperCase() === CRITICAL ? 'error' : 'info'}
                        variant={r.alertLevel.toUpperCase() === CRITICAL ? 'filled' : 'outlined'}
                      />
                    </TableCell>
                    <TableCell>{alertName(r, t)}</TableCell>
                    <TableCell>{r.alertMessage}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{occurredOn(r, lang)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

export function AlertGroupsTable({ groups }: { groups: AlertGroup[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table aria-label={t('monitoring.alertsSearch.groups')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t(`${C}.chillingUnitId`)}</TableCell>
            <TableCell>{t(`${C}.siteName`)}</TableCell>
            <TableCell>{t(`${C}.siteId`)}</TableCell>
            <TableCell align="right">{t(`${C}.alerts`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((g) => (
            <GroupRows key={g.chillingUnitUUID || g.chillingUnitId} group={g} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
