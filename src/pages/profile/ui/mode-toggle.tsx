import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';

export type ProfileMode = 'view' | 'edit';

/** SPEC section 4 "Profile: view or edit". */
export function ModeToggle({ mode, onChange }: { mode: ProfileMode; onChange: (mode: ProfileMode) => void }) {
  return (
    <ToggleButtonGroup
      value={mode}
      exclusive
      size="small"
      aria-label="Profile mode"
      onChange={(_event, next: ProfileMode | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="view">
        <VisibilityIcon fontSize="small" sx={{ mr: 0.5 }} /> View
      </ToggleButton>
      <ToggleButton value="edit">
        <EditIcon fontSize="small" sx={{ mr: 0.5 }} /> Edit
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
