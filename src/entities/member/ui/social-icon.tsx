import type { SvgIconProps } from '@mui/material/SvgIcon';
import CodeIcon from '@mui/icons-material/Code';
import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import type { SocialService } from '../config/social-links';

// No LeetCode mark ships with MUI: a generic code glyph stands in for it.
const ICONS = { github: GitHubIcon, linkedin: LinkedInIcon, leetcode: CodeIcon } as const;

export function SocialIcon({ service, ...iconProps }: SvgIconProps & { service: SocialService }) {
  const Icon = ICONS[service];
  return <Icon {...iconProps} />;
}
