/** GET /healthz and GET /readyz: what a load balancer or an orchestrator probes (API.md "Health"). */
import { Type, type Static } from 'typebox';

/** 200 from /healthz while the process runs; from /readyz while it can serve requests. */
export const HealthStatus = Type.Object({ status: Type.Literal('ok') });
export type HealthStatusDto = Static<typeof HealthStatus>;
