import { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { popoverRegion } from '@/shared/ui';
import { TIME_ZONE_HINT, TIME_ZONE_LABEL } from '../config/messages';

interface TimeZoneFieldProps {
  /** An IANA zone name. */
  value: string;
  onChange: (zone: string) => void;
  /** The server's message, if it refused the zone. */
  error?: string;
}

/** Every zone the browser knows; a zone it does not list (UTC, or an alias such as US/Pacific) is offered too. */
function zoneOptions(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [...known, current].sort();
}

/** "new york" finds America/New_York: the names are matched with their underscores read as spaces too. */
const filterZones = createFilterOptions<string>({ stringify: (zone) => `${zone} ${zone.replace(/_/g, ' ')}` });

/** The member's time zone: a searchable list (type to filter, arrows and Enter to choose), never empty. */
export function TimeZoneField({ value, onChange, error }: TimeZoneFieldProps) {
  const options = useMemo(() => zoneOptions(value), [value]);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, zone) => onChange(zone)}
      filterOptions={filterZones}
      disableClearable
      autoHighlight
      fullWidth
      slotProps={{ paper: popoverRegion(TIME_ZONE_LABEL) }}
      renderInput={(params) => <TextField {...params} label={TIME_ZONE_LABEL} error={Boolean(error)} helperText={error ?? TIME_ZONE_HINT} />}
    />
  );
}
