export { LastPairingNotice } from './ui/last-pairing-notice';
