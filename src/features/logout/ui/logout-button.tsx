import Button, { type ButtonProps } from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from '../model/use-logout';

type LogoutButtonProps = Pick<ButtonProps, 'variant' | 'color' | 'size' | 'fullWidth'>;

export function LogoutButton({ variant = 'outlined', ...buttonProps }: LogoutButtonProps) {
  const { logout, isLoggingOut } = useLogout();
  return (
    <Button {...buttonProps} variant={variant} startIcon={<LogoutIcon />} loading={isLoggingOut} onClick={() => void logout()}>
      Logout
    </Button>
  );
}
