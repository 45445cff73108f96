export { PairingPage } from './ui/pairing-page';
