/**
 * The report form (spec 03 §2, §5): sites (Select All, sorted by name),
 * their chilling units (the union of the chosen sites' units, once each;
 * Select All; a spinner while they load), and the period, yesterday to
 * today by default and never after today. A change that puts the start
 * after the end opens 'Invalid Date' and takes the changed date back;
 * Submit with anything missing says 'All fields are required!'. The route's
 * siteId chooses its site once the sites are known.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { DateProvider } from '@/components/form/date-provider';
import { FieldGrid } from '@/components/form/field-grid';
import { builderResolver } from '@/components/form/form-resolver';
import type { FieldConfig } from '@/components/form/form-types';
import { findSite, siteLabel, unitLabel, type Site } from '@/lib/sites';
import {
  defaultPeriod,
  misordered,
  somethingMissing,
  sortedSites,
  todayFor,
  unitKey,
  unitsOf,
  type ReportFormValues,
} from '@/features/reports/components/report-form-values';

const F = 'reports.form';

/** How long a date stays unchanged before its order is checked (ms). */
export const DATE_SETTLE_MS = 400;

/** The form checks nothing itself beyond the field types' own rules (valid dates, up to today). */
const anything = z.custom<ReportFormValues>((v) => typeof v === 'object' && v !== null);

export interface ReportFormProps {
  sites: Site[] | undefined;
  sitesLoading: boolean;
  /** The route's site (its siteId), '' for none. */
  siteParam: string;
  /** A report is being fetched. */
  running: boolean;
  onRun: (v: ReportFormValues) => void;
  /** Beside Submit: the Download button. */
  actions?: ReactNode;
}

export function ReportForm({ sites, sitesLoading, siteParam, running, onRun, actions }: ReportFormProps) {
  const { t, i18n } = useTranslation();
  const [now] = useState(() => new Date());
  const [initial] = useState<ReportFormValues>(() => ({ siteIds: [], unitIds: [], ...defaultPeriod(now) }));
  const current = useRef({ fields: [] as FieldConfig[], t, language: i18n.language });
  const [resolver] = useState(
    () => builderResolver(() => ({ schema: anything as never, ...current.current })) as unknown as Resolver<ReportFormValues>,
  );
  const form = useForm<ReportFormValues>({ resolver, defaultValues: initial });
  const { control, setValue, getValues } = form;
  const siteIds = useWatch({ control, name: 'siteIds' });
  const fromDate = useWatch({ control, name: 'fromDate' });
  const toDate = useWatch({ control, name: 'toDate' });
  const [required, setRequired] = useState(false);
  // Which date was taken back; it stays while the dialog fades out.
  const [invalid, setInvalidKind] = useState<'start' | 'end'>('start');
  const [invalidOpen, setInvalidOpen] = useState(false);

  const sorted = useMemo(() => sortedSites(sites), [sites]);
  const units = useMemo(() => unitsOf(sites, siteIds), [sites, siteIds]);
  const zones = useMemo(() => sorted.filter((s) => siteIds.includes(s.siteId) && s.zoneId).map((s) => s.zoneId), [sorted, siteIds]);
  const maxDay = useMemo(() => todayFor(zones, now), [zones, now]);

  // The route's site, once the sites are known.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !sites || !siteParam) return;
    preselected.current = true;
    const site = findSite(sites, siteParam);
    if (site) setValue('siteIds', [site.siteId], { shouldDirty: true });
  }, [sites, siteParam, setValue]);

  // Units of sites no longer chosen leave the selection.
  useEffect(() => {
    const offered = new Set(units.map(unitKey));
    const chosen = getValues('unitIds');
    const kept = chosen.filter((u) => offered.has(u));
    if (kept.length !== chosen.length) setValue('unitIds', kept);
  }, [units, getValues, setValue]);

  // A start after the end: say so and take the changed date back, once the
  // change has settled (typing a date changes it at each key: its previous
  // value is the one before the typing).
  const last = useRef({ fromDate: initial.fromDate, toDate: initial.toDate });
  const settleOrder = useCallback(
    (next: { fromDate: Date | null; toDate: Date | null }): boolean => {
      const wrong = misordered(last.current, next);
      if (wrong === 'start') setValue('fromDate', last.current.fromDate);
      else if (wrong === 'end') setValue('toDate', last.current.toDate);
      else last.current = next;
      if (wrong) {
        setInvalidKind(wrong);
        setInvalidOpen(true);
      }
      return wrong === null;
    },
    [setValue],
  );
  useEffect(() => {
    const id = setTimeout(() => settleOrder({ fromDate, toDate }), DATE_SETTLE_MS);
    return () => clearTimeout(id);
  }, [fromDate, toDate, settleOrder]);

  const fields = useMemo<FieldConfig[]>(
    () => [
      {
        type: 'multiSelectAll',
        name: 'siteIds',
        label: `${F}.sites`,
        required: true,
        loading: sitesLoading,
        width: 6,
        options: sorted.map((s) => ({ value: s.siteId, label: siteLabel(s) })),
      },
      {
        type: 'multiSelectAll',
        name: 'unitIds',
        label: `${F}.units`,
        required: true,
        loading: sitesLoading,
        disabled: siteIds.length === 0,
        helperText: siteIds.length === 0 ? `${F}.unitsHint` : undefined,
        width: 6,
        options: units.map((u) => ({ value: unitKey(u), label: unitLabel(u) })),
      },
      { type: 'datePicker', name: 'fromDate', label: `${F}.from`, required: true, maxDate: maxDay, width: 6 },
      { type: 'datePicker', name: 'toDate', label: `${F}.to`, required: true, maxDate: maxDay, width: 6 },
    ],
    [sorted, units, siteIds.length, sitesLoading, maxDay],
  );
  useEffect(() => {
    current.current = { fields, t, language: i18n.language };
  });

  const onValid = (v: ReportFormValues) => {
    // Dates changed just now are checked first.
    if (!settleOrder({ fromDate: v.fromDate, toDate: v.toDate })) return;
    if (somethingMissing(v)) {
      setRequired(true);
      return;
    }
    setRequired(false);
    onRun(v);
  };

  return (
    <DateProvider>
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label={t(`${F}.label`)} onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
          <FieldGrid fields={fields} />
          {required && (
            <Alert severity="warning" sx={{ mt: 2 }} onClose={() => setRequired(false)}>
              {t(`${F}.required`)}
            </Alert>
          )}
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {actions}
            <Button
              type="submit"
              variant="contained"
              disabled={running}
              startIcon={running ? <CircularProgress size={16} color="inherit" aria-label={t(`${F}.running`)} /> : <SearchIcon />}
            >
              {t(`${F}.submit`)}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
      <ErrorDialog
        open={invalidOpen}
        onClose={() => setInvalidOpen(false)}
        title={t('reports.invalidDate.title')}
        message={t(invalid === 'end' ? 'reports.invalidDate.end' : 'reports.invalidDate.start')}
      />
    </DateProvider>
  );
}
