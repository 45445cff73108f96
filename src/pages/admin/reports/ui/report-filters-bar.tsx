import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memberDisplayName, type Member } from '@/entities/member';
import { REPORT_STATUSES, REPORT_TYPE_LABELS, REPORT_TYPES, type ReportStatus, type ReportType } from '@/entities/report';
import { USER_ID_DIGITS_ONLY } from '../config/messages';
import { acceptUserIdInput, NO_FILTERS, type AssigneeFilter, type ReportListFilters } from '../lib/report-list-filters';

/** Shows 'All types' / 'All statuses' for the empty value instead of a blank box. */
const SHOW_EMPTY_CHOICE = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

interface ReportFiltersBarProps {
  filters: ReportListFilters;
  admins: Member[];
  onChange: (filters: ReportListFilters) => void;
}

export function ReportFiltersBar({ filters, admins, onChange }: ReportFiltersBarProps) {
  const [userIdRefused, setUserIdRefused] = useState(false);

  function changeUserId(typed: string) {
    const { value, refused } = acceptUserIdInput(filters.userId, typed);
    setUserIdRefused(refused);
    if (value !== filters.userId) onChange({ ...filters, userId: value });
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search" aria-label="Filter reports" useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        label="Type"
        value={filters.type}
        onChange={(event) => onChange({ ...filters, type: event.target.value as ReportType | '' })}
        slotProps={SHOW_EMPTY_CHOICE}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">All types</MenuItem>
        {REPORT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {REPORT_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as ReportStatus | '' })}
        slotProps={SHOW_EMPTY_CHOICE}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {REPORT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Assignee"
        value={filters.assignee}
        onChange={(event) => onChange({ ...filters, assignee: event.target.value as AssigneeFilter })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="all">Anyone</MenuItem>
        <MenuItem value="unassigned">Unassigned</MenuItem>
        {admins.map((admin) => (
          <MenuItem key={admin.id} value={String(admin.id)}>
            {memberDisplayName(admin)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="User id"
        value={filters.userId}
        onChange={(event) => changeUserId(event.target.value)}
        onBlur={() => setUserIdRefused(false)}
        error={userIdRefused}
        helperText={userIdRefused ? USER_ID_DIGITS_ONLY : 'Reports by or about this member'}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        sx={{ minWidth: 160 }}
      />
      <Button onClick={() => onChange(NO_FILTERS)} sx={{ alignSelf: { sm: 'center' } }}>
        Clear filters
      </Button>
    </Stack>
  );
}
