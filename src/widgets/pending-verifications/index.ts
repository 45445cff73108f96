export { PendingVerifications } from './ui/pending-verifications';
