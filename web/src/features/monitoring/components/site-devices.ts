/** The devices whose data the device data screen shows for a unit. */
import type { Device, Site, Unit } from '@/lib/sites';

/** The gateway's device type: it relays the sensors and feeds no unit. */
export const GATEWAY_TYPE = 'L3';

/**
 * The devices whose data a unit's screen shows: the unit's own, then the
 * site-level sensors that feed every unit of the site (a power sensor);
 * the gateway feeds none.
 */
export function devicesOf(site: Site, unit: Unit): Device[] {
  const siteSensors = site.siteLevelDevices.filter((d) => d.deviceType.toUpperCase() !== GATEWAY_TYPE);
  return [...unit.l1DeviceInfo, ...siteSensors].filter((d) => d.serialNumber);
}
