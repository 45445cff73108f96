import { Suspense, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { TopBar } from '@/widgets/top-bar';
import { Footer } from '@/widgets/footer';
import { ReconnectingNotice } from '@/entities/session';
import { PageLoader } from '@/shared/ui';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first thing a keyboard reaches on every page: hidden until focused, it skips the top bar's links. The router
 * owns the URL's hash, so the link moves focus itself instead of following `#main-content`.
 */
function SkipToContentLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 3,
        fontWeight: 500,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}

/** The frame of every screen; pages load inside it so the bar stays put while a page's code arrives. */
export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipToContentLink />
      <TopBar />
      {/* tabIndex -1: the skip link can focus it, Tab cannot stop on it. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ReconnectingNotice />
    </Box>
  );
}
