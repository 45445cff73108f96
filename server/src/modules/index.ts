import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth/routes';
import { consoleModule } from './console/routes';
import { directoryRoutes } from './directory/routes';
import { engagementRoutes } from './engagement/routes';
import { poolModule } from './interviews/pool-routes';
import { interviewReadRoutes } from './interviews/read-routes';
import { memberProfileRoutes } from './members/profile-routes';
import { memberVerificationRoutes } from './members/routes';
import { pairingModule } from './pairing/routes';
import { questionsModule } from './questions/routes';
import { reportsModule } from './reports/routes';

export type ModulePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Each module is a plugin with its own routes; add a module's plugin here to mount it. */
export const modules: ModulePlugin[] = [authRoutes, memberVerificationRoutes, consoleModule, questionsModule, interviewReadRoutes, poolModule, pairingModule,
  memberProfileRoutes, directoryRoutes, reportsModule, engagementRoutes];
