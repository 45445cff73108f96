import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { SOCIAL_SERVICE_NAMES, SOCIAL_SERVICES } from '../config/social-links';
import { socialLinkUrl } from '../lib/social-links';
import type { Member } from '../model/types';
import { SocialIcon } from './social-icon';

/** An icon link per site the member linked (the server already left out links hidden from this viewer). */
export function SocialIconLinks({ member }: { member: Pick<Member, 'github' | 'linkedin' | 'leetcode'> }) {
  const linked = SOCIAL_SERVICES.filter((service) => member[service]?.username);
  if (linked.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {linked.map((service) => (
        <IconButton
          key={service}
          component="a"
          href={socialLinkUrl(service, member[service]?.username ?? '')}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={SOCIAL_SERVICE_NAMES[service]}
          size="small"
        >
          <SocialIcon service={service} fontSize="small" />
        </IconButton>
      ))}
    </Stack>
  );
}
