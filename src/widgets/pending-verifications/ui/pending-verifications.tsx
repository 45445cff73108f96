import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { VerifyMemberButton } from '@/features/verify-member';
import { MemberAvatar, memberDisplayName, useGetUnverifiedMembersQuery, type Member } from '@/entities/member';
import { formatDate } from '@/shared/lib/dates';

const HEADING_ID = 'pending-verifications-heading';

function PendingMember({ member }: { member: Member }) {
  return (
    <ListItem sx={{ px: 0, gap: 2, flexWrap: 'wrap' }}>
      <MemberAvatar member={member} size={40} />
      <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
          {memberDisplayName(member)} <Typography component="span" color="text.secondary">@{member.username}</Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email} · Discord: {member.discordUsername || 'not given'} · registered {formatDate(member.created)}
        </Typography>
      </Stack>
      <VerifyMemberButton member={member} />
    </ListItem>
  );
}

/** Admin dashboard block: members who registered but are not verified, each with a one-click Verify. */
export function PendingVerifications() {
  const { data: members, isLoading, isError, refetch, isFetching } = useGetUnverifiedMembersQuery();

  let body;
  if (isLoading) {
    body = <CircularProgress aria-label="Loading members waiting for verification" size={28} />;
  } else if (isError || !members) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()} loading={isFetching}>
            Retry
          </Button>
        }
      >
        Could not load the members waiting for verification.
      </Alert>
    );
  } else if (members.length === 0) {
    body = <Typography color="text.secondary">No members are waiting for verification.</Typography>;
  } else {
    body = (
      <List aria-labelledby={HEADING_ID} disablePadding>
        {members.map((member, index) => (
          <Fragment key={member.id}>
            {index > 0 && <Divider component="li" />}
            <PendingMember member={member} />
          </Fragment>
        ))}
      </List>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={HEADING_ID} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h2" id={HEADING_ID}>
            Waiting for verification
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Members who registered but have not verified through the chat server. Verify the ones you recognise.
          </Typography>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}
