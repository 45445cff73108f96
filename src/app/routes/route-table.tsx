import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { RequireAdmin, RequireVerified } from './guards';
import { lazyPage } from './lazy-page';
import { RouteErrorScreen } from './route-error-screen';

const HomePage = lazyPage(() => import('@/pages/home').then((slice) => slice.HomePage));
const JoinPage = lazyPage(() => import('@/pages/join').then((slice) => slice.JoinPage));
const AuthPage = lazyPage(() => import('@/pages/auth').then((slice) => slice.AuthPage));
const PasswordResetConfirmPage = lazyPage(() =>
  import('@/pages/password-reset-confirm').then((slice) => slice.PasswordResetConfirmPage),
);
const NotFoundPage = lazyPage(() => import('@/pages/not-found').then((slice) => slice.NotFoundPage));
const InterviewSignupPage = lazyPage(() => import('@/pages/interview-signup').then((slice) => slice.InterviewSignupPage));
const InterviewsPage = lazyPage(() => import('@/pages/interviews').then((slice) => slice.InterviewsPage));
const InterviewDetailPage = lazyPage(() => import('@/pages/interview-detail').then((slice) => slice.InterviewDetailPage));
const DirectoryPage = lazyPage(() => import('@/pages/directory').then((slice) => slice.DirectoryPage));
const MemberProfilePage = lazyPage(() => import('@/pages/member-profile').then((slice) => slice.MemberProfilePage));
const ProfilePage = lazyPage(() => import('@/pages/profile').then((slice) => slice.ProfilePage));
/** Stands in for the screens of later issues: swap the element of a route below for the real page. */
const PlaceholderPage = lazyPage(() => import('@/pages/placeholder').then((slice) => slice.PlaceholderPage));

/** SPEC section 2, "Route table". Paths match with or without a trailing slash. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Inside the layout, so a broken page keeps the top bar and footer.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { path: 'home', element: <HomePage /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'join', element: <JoinPage /> },
          { path: 'password-reset-confirm/:uid/:token', element: <PasswordResetConfirmPage /> },
          {
            element: <RequireVerified />,
            children: [
              { path: 'interview-signup', element: <InterviewSignupPage /> },
              { path: 'interviews', element: <InterviewsPage /> },
              { path: 'interviews/:interviewId', element: <InterviewDetailPage /> },
              { path: 'directory', element: <DirectoryPage /> },
              { path: 'directory/:userId', element: <MemberProfilePage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'protected', element: <Navigate to="/" replace /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'admin', element: <PlaceholderPage title="Admin Dashboard" /> },
                  { path: 'signups', element: <PlaceholderPage title="Signups" /> },
                  { path: 'questions/technical', element: <PlaceholderPage title="Technical Questions" /> },
                  { path: 'questions/technical/create', element: <PlaceholderPage title="Create question" /> },
                  { path: 'questions/technical/edit/:id', element: <PlaceholderPage title="Edit question" /> },
                  { path: 'questions/queue/technical', element: <PlaceholderPage title="Technical question queue" /> },
                  { path: 'questions/queue/behavioral', element: <PlaceholderPage title="Behavioral question queue" /> },
                  { path: 'pairing', element: <PlaceholderPage title="Pairing" /> },
                  { path: 'reports', element: <PlaceholderPage title="Reports" /> },
                  { path: 'admin/api-client', element: <PlaceholderPage title="API Client" /> },
                  // SPEC shows no guard here; SPEC section 6 puts everything under /admin behind the admin role.
                  { path: 'admin/console', element: <PlaceholderPage title="Admin Console" /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
