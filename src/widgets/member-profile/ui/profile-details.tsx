import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import {
  GroupBadges,
  SOCIAL_SERVICE_NAMES,
  SOCIAL_SERVICES,
  SocialIcon,
  memberNumber,
  socialLinkUrl,
  type Member,
} from '@/entities/member';
import { formatDate } from '@/shared/lib/dates';
import { Markdown } from '@/shared/ui';
import { isWebAddress } from '../lib/web-address';
import { CopyButton } from './copy-button';
import { DetailList } from './detail-list';
import { ProfileSection } from './profile-section';

/** The value with a copy button; '' (shown as '—') when there is nothing to copy. */
function copyable(value: string, label: string) {
  if (!value) return '';
  return <CopyableValue value={value} label={label} />;
}

function CopyableValue({ value, label }: { value: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      <CopyButton value={value} label={label} />
    </Stack>
  );
}

function ExternalLinks({ member }: { member: Member }) {
  const linked = SOCIAL_SERVICES.filter((service) => member[service]?.username);
  if (linked.length === 0) return <Typography color="text.secondary">No links yet.</Typography>;
  return (
    <Stack spacing={1}>
      {linked.map((service) => {
        const link = member[service];
        if (!link) return null;
        const url = socialLinkUrl(service, link.username);
        return (
          <Stack key={service} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <SocialIcon service={service} fontSize="small" />
            <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={`${SOCIAL_SERVICE_NAMES[service]}: ${url}`} sx={{ overflowWrap: 'anywhere' }}>
              {url}
            </Link>
            {link.isPrivate && <Chip icon={<LockIcon />} label="Private" size="small" variant="outlined" />}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Every field SPEC "Profile" lists in view mode, except the header's and the activity overview. */
export function ProfileDetails({ member }: { member: Member }) {
  const resume = isWebAddress(member.resumeUrl) ? (
    <Link href={member.resumeUrl} target="_blank" rel="noopener noreferrer">
      View Resume
    </Link>
  ) : (
    ''
  );
  return (
    <>
      <ProfileSection title="Contact">
        <DetailList
          items={[
            { label: 'Email', value: copyable(member.email, 'Copy email') },
            { label: 'Discord', value: copyable(member.discordUsername, 'Copy Discord username') },
          ]}
        />
      </ProfileSection>
      <ProfileSection title="Details">
        <DetailList
          items={[
            { label: 'Member Number', value: memberNumber(member) },
            { label: 'Member Since', value: formatDate(member.created) },
            { label: 'Major', value: member.major },
            { label: 'Expected Graduation', value: formatDate(member.gradDate) },
            { label: 'Location', value: member.local },
            { label: 'Role', value: member.role },
            { label: 'Groups', value: member.groups.length > 0 ? <GroupBadges groups={member.groups} /> : '' },
            { label: 'Resume', value: resume },
          ]}
        />
      </ProfileSection>
      <ProfileSection title="Bio">
        {/* Members write their bio in markdown, as they do feedback comments: shown formatted, sanitised like them. */}
        {member.bio ? <Markdown markdown={member.bio} /> : <Typography color="text.secondary">No bio yet.</Typography>}
      </ProfileSection>
      <ProfileSection title="External Links">
        <ExternalLinks member={member} />
      </ProfileSection>
    </>
  );
}
