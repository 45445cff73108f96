import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import ForumIcon from '@mui/icons-material/Forum';
import GitHubIcon from '@mui/icons-material/GitHub';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { CHAT_SERVER_NAME, PRODUCT_NAME, SOCIAL_LINKS } from '@/shared/config';

interface SocialLink {
  label: string;
  href: string;
  icon: ReactElement;
}

const socialLinks: SocialLink[] = [
  { label: 'Instagram', href: SOCIAL_LINKS.instagram, icon: <InstagramIcon /> },
  { label: 'LinkedIn', href: SOCIAL_LINKS.linkedin, icon: <LinkedInIcon /> },
  { label: CHAT_SERVER_NAME, href: SOCIAL_LINKS.chatServer, icon: <ForumIcon /> },
  { label: 'GitHub', href: SOCIAL_LINKS.github, icon: <GitHubIcon /> },
  { label: 'Email', href: SOCIAL_LINKS.email, icon: <EmailIcon /> },
  { label: 'Website', href: SOCIAL_LINKS.website, icon: <LanguageIcon /> },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, px: 2, mt: 'auto' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap', mb: 1 }}>
        {socialLinks.map((link) => (
          <IconButton
            key={link.label}
            component="a"
            href={link.href}
            aria-label={link.label}
            // mailto: opens the mail client; everything else opens beside the app.
            {...(link.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {link.icon}
          </IconButton>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" align="center">
        © {year} {PRODUCT_NAME}. All rights reserved.
      </Typography>
    </Box>
  );
}
