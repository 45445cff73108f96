export { NoShowPanel } from './ui/no-show-panel';
