import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { TopBar } from '@/widgets/top-bar';
import { Footer } from '@/widgets/footer';
import { ReconnectingNotice } from '@/entities/session';
import { PageLoader } from '@/shared/ui';

/** The frame of every screen; pages load inside it so the bar stays put while a page's code arrives. */
export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <TopBar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ReconnectingNotice />
    </Box>
  );
}
