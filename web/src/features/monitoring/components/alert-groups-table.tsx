/**
 * The alerts search's results: one row per chilling unit (its id, site
 * name, site id, its critical and info counts and the alerts the filter
 * keeps) that expands to the unit's alerts (level, type, message and time
 * on the site's clock), GROUP_PAGE_SIZE at a time with paging inside the
 * group.
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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { languageOf } from '@/lib/format';
import { CRITICAL } from '@/features/monitoring/api/alert-row';
import { alertName, levelLabel, occurredOn } from '@/features/monitoring/components/alert-columns';
import { GROUP_PAGE_SIZE, levelCounts, type AlertGroup } from '@/features/monitoring/components/alerts-search';

const C = 'monitoring.alertsSearch.columns';

function GroupRows({ group, all }: { group: AlertGroup; all: AlertGroup | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const unit = group.chillingUnitId || group.chillingUnitUUID;
  const counts = levelCounts(all?.rows ?? group.rows);
  const pages = Math.max(1, Math.ceil(group.rows.length / GROUP_PAGE_SIZE));
  const shown = group.rows.slice(Math.min(page, pages - 1) * GROUP_PAGE_SIZE, (Math.min(page, pages - 1) + 1) * GROUP_PAGE_SIZE);
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
        <TableCell align="right" data-testid="group-critical">
          {counts.CRITICAL}
        </TableCell>
        <TableCell align="right" data-testid="group-info">
          {counts.INFO}
        </TableCell>
        <TableCell align="right" data-testid="group-shown">
          {group.rows.length}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={7}>
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
                {shown.map((r) => (
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
            {group.rows.length > GROUP_PAGE_SIZE && (
              <TablePagination
                component="div"
                count={group.rows.length}
                page={Math.min(page, pages - 1)}
                rowsPerPage={GROUP_PAGE_SIZE}
                rowsPerPageOptions={[GROUP_PAGE_SIZE]}
                onPageChange={(_, p) => setPage(p)}
                labelDisplayedRows={({ from, to, count }) => t('monitoring.alertsSearch.groupRows', { from, to, count })}
                getItemAriaLabel={(type) => t(`monitoring.alertsSearch.groupPage.${type}`, { unit })}
              />
            )}
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** `groups` are the filtered ones; `all` the unfiltered, whose counts per level the rows show. */
export function AlertGroupsTable({ groups, all = [] }: { groups: AlertGroup[]; all?: AlertGroup[] }) {
  const { t } = useTranslation();
  const byKey = new Map(all.map((g) => [g.chillingUnitUUID || g.chillingUnitId, g]));
  return (
    <TableContainer>
      <Table aria-label={t('monitoring.alertsSearch.groups')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t(`${C}.chillingUnitId`)}</TableCell>
            <TableCell>{t(`${C}.siteName`)}</TableCell>
            <TableCell>{t(`${C}.siteId`)}</TableCell>
            <TableCell align="right">{t(`${C}.critical`)}</TableCell>
            <TableCell align="right">{t(`${C}.info`)}</TableCell>
            <TableCell align="right">{t(`${C}.alerts`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((g) => (
            <GroupRows key={g.chillingUnitUUID || g.chillingUnitId} group={g} all={byKey.get(g.chillingUnitUUID || g.chillingUnitId)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
