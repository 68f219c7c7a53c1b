/**
 * A tab per device of the chosen unit (the unit's own, then the site-level
 * sensors that feed it), labelled with the device type without the suffix
 * ABC; for CONTRAK_V1 a second row: Volume, Temperature, Event and Received
 * Data. The tab chosen lives in the URL (device, event); a change goes back
 * to the first page.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CONTRAK_TABS, isContrak, type ContrakTab } from '@/features/monitoring/api/get-device-data';
import type { Device } from '@/lib/sites';
import { DeviceDataTable } from '@/features/monitoring/components/device-data-table';

const D = 'monitoring.deviceData';

/** The tab label: the device type without the suffix ABC, with the serial number when two share a type. */
export function tabLabels(devices: Device[]): string[] {
  const base = devices.map((d) => d.deviceType.replace(/ABC$/, ''));
  return base.map((b, i) => (base.filter((x) => x === b).length > 1 ? `${b} (${devices[i].serialNumber})` : b));
}

export function DeviceTabs({ devices, window }: { devices: Device[]; window: { startTime: string; endTime: string } }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const index = Math.max(
    0,
    devices.findIndex((d) => d.serialNumber === params.get('device')),
  );
  const device = devices[index] as Device | undefined;
  const contrak = !!device && isContrak(device.deviceType);
  const asked = params.get('event') as ContrakTab | null;
  const tab: ContrakTab | undefined = contrak ? (asked && CONTRAK_TABS.includes(asked) ? asked : 'VOLUME') : undefined;
  const { startTime, endTime } = window;
  const query = useMemo(
    () => (device ? { deviceType: device.deviceType, serialNumber: device.serialNumber, startTime, endTime, tab } : null),
    [device, startTime, endTime, tab],
  );
  if (!device || !query) {
    return <Typography color="text.secondary">{t(`${D}.noDevices`)}</Typography>;
  }
  const labels = tabLabels(devices);

  const choose = (next: { device?: string; event?: ContrakTab }) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next.device !== undefined) {
        p.set('device', next.device);
        p.delete('event');
      }
      if (next.event !== undefined) p.set('event', next.event);
      p.set('page', '0');
      return p;
    });

  return (
    <Box>
      <Tabs
        value={index}
        onChange={(_, i: number) => choose({ device: devices[i].serialNumber })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t(`${D}.devicesLabel`)}
      >
        {devices.map((d, i) => (
          <Tab key={d.serialNumber} label={labels[i]} value={i} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {contrak && (
        <Tabs
          value={tab}
          onChange={(_, e: ContrakTab) => choose({ event: e })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t(`${D}.eventsLabel`)}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        >
          {CONTRAK_TABS.map((e) => (
            <Tab key={e} label={t(`${D}.tabs.${e}`)} value={e} sx={{ textTransform: 'none' }} />
          ))}
        </Tabs>
      )}
      <Box sx={{ pt: 2 }} role="tabpanel" aria-label={labels[index]}>
        <DeviceDataTable key={`${device.serialNumber}|${tab ?? ''}`} device={device} query={query} />
      </Box>
    </Box>
  );
}
