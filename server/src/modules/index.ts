import { authRoutes } from './auth/routes';
import { cancellationsModule } from './cancellations/routes';
import { consoleModule } from './console/routes';
import { directoryRoutes } from './directory/routes';
import { engagementRoutes } from './engagement/routes';
import { feedbackModule } from './feedback/routes';
import { poolModule } from './interviews/pool-routes';
import { interviewReadRoutes } from './interviews/read-routes';
import { interviewTimeModule } from './interview-time/routes';
import { memberAdminVerificationRoutes } from './members/admin-verification-routes';
import { memberProfileRoutes } from './members/profile-routes';
import { memberVerificationRoutes } from './members/routes';
import { noShowsModule } from './no-shows/routes';
import { notificationsModule } from './notifications/routes';
import { pairingModule } from './pairing/routes';
import { pairingPreviewModule } from './pairing/preview-routes';
import { publicConfigRoutes } from './public-config/routes';
import { questionsModule } from './questions/routes';
import { reportsModule } from './reports/routes';
import { roomModule } from './room/routes';
import { roomNotesRoutes } from './room/notes-routes';
import type { ModulePlugin } from './module-plugin';

/** Each module is a plugin with its own routes; add a module's plugin here to mount it. */
export const modules: ModulePlugin[] = [authRoutes, memberVerificationRoutes, consoleModule, questionsModule, interviewReadRoutes, poolModule, pairingModule,
  memberProfileRoutes, memberAdminVerificationRoutes, directoryRoutes, reportsModule, engagementRoutes,
  publicConfigRoutes, pairingPreviewModule, noShowsModule, feedbackModule, roomModule, roomNotesRoutes,
  cancellationsModule, interviewTimeModule, notificationsModule];
