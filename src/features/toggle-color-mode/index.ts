export { ToggleColorModeButton } from './ui/toggle-color-mode-button';
