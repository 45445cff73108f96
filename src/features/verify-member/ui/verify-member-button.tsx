import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { memberDisplayName, type Member } from '@/entities/member';
import { errorDetail } from '@/shared/api';
import { useVerifyMemberMutation } from '../api/verify-member-api';

const TOAST_MS = 5_000;

/** One click to verify a member, for communities where no chat-server bot does it. */
export function VerifyMemberButton({ member }: { member: Member }) {
  const [verify, { isLoading }] = useVerifyMemberMutation();
  const { enqueueSnackbar } = useSnackbar();

  async function handleClick() {
    const result = await verify(member.id);
    if (result.error) {
      enqueueSnackbar(`Could not verify ${member.username}: ${errorDetail(result.error, 'please try again.')}`, {
        variant: 'error',
        autoHideDuration: TOAST_MS,
      });
      return;
    }
    enqueueSnackbar(`${memberDisplayName(member)} (@${member.username}) is verified.`, { variant: 'success', autoHideDuration: TOAST_MS });
  }

  return (
    <Button variant="contained" size="small" onClick={handleClick} loading={isLoading} aria-label={`Verify ${member.username}`}>
      Verify
    </Button>
  );
}
