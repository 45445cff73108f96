export { useColorMode, type ColorMode } from './use-color-mode';
