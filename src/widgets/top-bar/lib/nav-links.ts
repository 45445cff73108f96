import type { SessionView } from '@/entities/session';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** SPEC "Top bar": which links a visitor sees depends on who they are. */
export function navLinksFor(session: SessionView): NavLinkItem[] {
  const links: NavLinkItem[] = [];
  if (session.status === 'authenticated' && session.isVerified) {
    links.push(
      { label: 'Sign up for an interview', to: '/interview-signup' },
      { label: 'View your interviews', to: '/interviews' },
      { label: 'Directory', to: '/directory' },
    );
  }
  if (session.status === 'anonymous') links.push({ label: 'Join', to: '/join' });
  if (session.status === 'authenticated' && session.isAdmin) links.push({ label: 'Admin Dashboard', to: '/admin' });
  return links;
}

export interface ProfileEntry {
  label: string;
  to: string;
  pictureUrl: string;
}

/** The profile button: first name, a nudge when it is missing, or 'Sign in'; nothing while loading. */
export function profileEntryFor(session: SessionView): ProfileEntry | null {
  if (session.status === 'loading') return null;
  if (session.status === 'anonymous' || !session.user) return { label: 'Sign in', to: '/auth', pictureUrl: '' };
  const firstName = session.user.firstName.trim();
  return {
    label: firstName || 'Finish setting up your profile',
    to: '/profile',
    pictureUrl: session.user.profilePictureUrl,
  };
}
