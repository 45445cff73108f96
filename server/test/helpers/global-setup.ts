import { ensurePgliteTemplate, preparePostgresTemplate } from './test-database';

/** Jest global setup of the server project: the migrated template every test file copies, made once per run. */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await preparePostgresTemplate(url);
  else await ensurePgliteTemplate();
}
