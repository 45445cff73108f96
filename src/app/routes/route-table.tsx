import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/pages/home';
import { AppLayout } from './app-layout';
import { RequireAdmin, RequireVerified } from './guards';
import { lazyPage } from './lazy-page';
import { RouteErrorScreen } from './route-error-screen';

// The home page is the landing page, in the first bundle: a separate chunk cost one more round trip
// before its headline (Lighthouse's Largest Contentful Paint) could render.
const JoinPage = lazyPage(() => import('@/pages/join').then((slice) => slice.JoinPage));
const AuthPage = lazyPage(() => import('@/pages/auth').then((slice) => slice.AuthPage));
const PasswordResetConfirmPage = lazyPage(() =>
  import('@/pages/password-reset-confirm').then((slice) => slice.PasswordResetConfirmPage),
);
const NotFoundPage = lazyPage(() => import('@/pages/not-found').then((slice) => slice.NotFoundPage));
const InterviewSignupPage = lazyPage(() => import('@/pages/interview-signup').then((slice) => slice.InterviewSignupPage));
const InterviewsPage = lazyPage(() => import('@/pages/interviews').then((slice) => slice.InterviewsPage));
const InterviewDetailPage = lazyPage(() => import('@/pages/interview-detail').then((slice) => slice.InterviewDetailPage));
const InterviewRoomPage = lazyPage(() => import('@/pages/interview-room').then((slice) => slice.InterviewRoomPage));
const DirectoryPage = lazyPage(() => import('@/pages/directory').then((slice) => slice.DirectoryPage));
const MemberProfilePage = lazyPage(() => import('@/pages/member-profile').then((slice) => slice.MemberProfilePage));
const ProfilePage = lazyPage(() => import('@/pages/profile').then((slice) => slice.ProfilePage));
const AdminDashboardPage = lazyPage(() => import('@/pages/admin-dashboard').then((slice) => slice.AdminDashboardPage));
const TechnicalQuestionsPage = lazyPage(() => import('@/pages/technical-questions').then((slice) => slice.TechnicalQuestionsPage));
const TechnicalQuestionEditorPage = lazyPage(() =>
  import('@/pages/technical-question-editor').then((slice) => slice.TechnicalQuestionEditorPage),
);
const BehavioralQuestionsPage = lazyPage(() => import('@/pages/behavioral-questions').then((slice) => slice.BehavioralQuestionsPage));
const QuestionQueuePage = lazyPage(() => import('@/pages/question-queue').then((slice) => slice.QuestionQueuePage));
const SignupsPage = lazyPage(() => import('@/pages/admin/signups').then((slice) => slice.SignupsPage));
const PairingPage = lazyPage(() => import('@/pages/admin/pairing').then((slice) => slice.PairingPage));
const ReportsPage = lazyPage(() => import('@/pages/admin/reports').then((slice) => slice.ReportsPage));
const ApiClientPage = lazyPage(() => import('@/pages/admin/api-client').then((slice) => slice.ApiClientPage));
const AdminConsolePage = lazyPage(() => import('@/pages/admin/console').then((slice) => slice.AdminConsolePage));

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
          // A link cut short (no token, or no uid either) gets the page's own 'Invalid or missing reset link.'.
          { path: 'password-reset-confirm', element: <PasswordResetConfirmPage /> },
          { path: 'password-reset-confirm/:uid', element: <PasswordResetConfirmPage /> },
          { path: 'password-reset-confirm/:uid/:token', element: <PasswordResetConfirmPage /> },
          {
            element: <RequireVerified />,
            children: [
              { path: 'interview-signup', element: <InterviewSignupPage /> },
              { path: 'interviews', element: <InterviewsPage /> },
              { path: 'interviews/:interviewId', element: <InterviewDetailPage /> },
              // The pair's live room (either of the pair's two interview ids opens it); the server checks membership.
              { path: 'interviews/:interviewId/room', element: <InterviewRoomPage /> },
              { path: 'directory', element: <DirectoryPage /> },
              { path: 'directory/:userId', element: <MemberProfilePage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'protected', element: <Navigate to="/" replace /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'admin', element: <AdminDashboardPage /> },
                  { path: 'signups', element: <SignupsPage /> },
                  { path: 'questions/technical', element: <TechnicalQuestionsPage /> },
                  { path: 'questions/technical/create', element: <TechnicalQuestionEditorPage /> },
                  { path: 'questions/technical/edit/:id', element: <TechnicalQuestionEditorPage /> },
                  // SPEC names no route for the behavioral list; this one mirrors the technical list (docs/decisions.md).
                  { path: 'questions/behavioral', element: <BehavioralQuestionsPage /> },
                  // Keyed by type: edit mode never carries over from one queue page to the other.
                  { path: 'questions/queue/technical', element: <QuestionQueuePage key="technical" type="technical" /> },
                  { path: 'questions/queue/behavioral', element: <QuestionQueuePage key="behavioral" type="behavioral" /> },
                  { path: 'pairing', element: <PairingPage /> },
                  { path: 'reports', element: <ReportsPage /> },
                  { path: 'admin/api-client', element: <ApiClientPage /> },
                  // SPEC shows no guard here; SPEC section 6 puts everything under /admin behind the admin role.
                  { path: 'admin/console', element: <AdminConsolePage /> },
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
