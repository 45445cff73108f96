import { bundleServerOnce } from '../../../e2e/support/npm-start';
import { ensurePgliteTemplate, ensurePreparedDataDir, preparePostgresTemplate } from './test-database';
import { bundlePackagesOnce } from './package-bundles';

/**
 * Jest global setup of the server project: the migrated template every test file copies, made once per run, and
 * the bundles `npm start` and `npm run manage` run, which the tests that start those programs run too, and
 * the packages jest loads from bundles (package-bundles.ts), and the migrated data directory those programs start on.
 */
export default async function globalSetup(): Promise<void> {
  bundleServerOnce();
  bundlePackagesOnce();
  // The programs the CLI and shutdown tests start run on the embedded database whatever TEST_DATABASE_URL says.
  ensurePreparedDataDir();
  const url = process.env.TEST_DATABASE_URL;
  if (url) await preparePostgresTemplate(url);
  else await ensurePgliteTemplate();
}
